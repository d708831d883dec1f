// The indexer against a real Hardhat node: transactions on the chain, then the tables as the app reads
// them (SQL over HTTP, @ponder/client), with exact amounts.
import { describe, expect, it } from 'vitest';
import { eq } from '@ponder/client';
import { encodeBytes32String, type ContractTransactionResponse } from 'ethers';
import { ETH_PAYMENT_TOKEN, rentalOfferDomain, signRentalOffer } from '@toolshare/contract/signedRentalOffer';
import { ActingParty__factory } from '@toolshare/contract/typechain';
import * as schema from '../ponder.schema';
import { indexerSuite } from './support/indexerSuite';

const suite = indexerSuite();
const DAY = 24n * 60n * 60n;
const RATE = 10n ** 15n;
const COLLATERAL = 5n * 10n ** 15n;

/** Sends a transaction, waits for its block to be indexed, and returns the block number. */
async function indexed(sent: Promise<ContractTransactionResponse>): Promise<number> {
  const receipt = await (await sent).wait();
  if (!receipt) throw new Error('no receipt');
  await suite.indexer.waitForBlock(receipt.blockNumber);
  return receipt.blockNumber;
}

const as = (index: 0 | 1 | 2 | 3) => suite.chain.contract.connect(suite.chain.signers[index]);
const lender = () => suite.chain.signers[1].address.toLowerCase();
const borrower = () => suite.chain.signers[2].address.toLowerCase();

async function rentalRow(id: bigint) {
  const [row] = await suite.sql.db.select().from(schema.rental).where(eq(schema.rental.id, id));
  return row;
}

async function disputeAdminsOf(ids: bigint[]) {
  return Promise.all(ids.map(async (id) => (await rentalRow(id))?.disputeAdmin));
}

async function bookingsOf(toolId: string) {
  return suite.sql.db
    .select()
    .from(schema.booking)
    .where(eq(schema.booking.toolId, toolId as `0x${string}`));
}

/** Opens an offer from the lender (with an inspection period of `inspectionPeriod` seconds) and returns its id. */
async function openOffer(toolId: string, inspectionPeriod = DAY): Promise<bigint> {
  await indexed(as(1).createRentalOffer(toolId, RATE, COLLATERAL, inspectionPeriod));
  return suite.chain.contract.rentalCount();
}

describe('the indexer', () => {
  it('starts from the deployment record: the contract it follows, and the deployer as the first dispute admin', async () => {
    expect(await suite.sql.db.select().from(schema.indexedContract)).toEqual([
      { chainId: 5, address: suite.chain.address.toLowerCase(), startBlock: BigInt(suite.chain.deployBlock) },
    ]);
    const admins = await suite.sql.db.select().from(schema.disputeAdmin);
    expect(admins.map((row) => row.admin)).toEqual([suite.chain.signers[0].address.toLowerCase()]);
    expect(admins[0]?.blockNumber).toBe(BigInt(suite.chain.deployBlock));
  });

  it('follows a rental through its whole life, with the exact amounts settled', async () => {
    const toolId = encodeBytes32String('drill-lifecycle');
    const id = await openOffer(toolId);
    expect(await rentalRow(id)).toMatchObject({ state: 'AWAITING_COLLATERAL', lender: lender(), borrower: null });

    const days = 2n;
    const deposit = RATE * days + COLLATERAL;
    await indexed(as(2).acceptRentalOfferAndDepositCollateral(id, days, { value: deposit }));
    const paid = await rentalRow(id);
    expect(paid).toMatchObject({
      state: 'COLLATERAL_DEPOSITED',
      borrower: borrower(),
      rentalDuration: days,
      depositAmount: deposit,
      paymentToken: '0x0000000000000000000000000000000000000000',
    });
    expect(paid?.endTime).toBe((paid?.startTime ?? 0n) + days * DAY);
    expect(await bookingsOf(toolId)).toEqual([
      expect.objectContaining({ rentalId: id, lender: lender(), startTime: paid?.startTime, endTime: paid?.endTime }),
    ]);

    await indexed(as(2).confirmToolPickup(id));
    expect((await rentalRow(id))?.state).toBe('RENTAL_ACTIVE');
    await indexed(as(2).markToolReturned(id));
    expect((await rentalRow(id))?.state).toBe('TOOL_RETURNED');
    await indexed(as(1).confirmToolReceiptAndInspect(id));
    expect((await rentalRow(id))?.state).toBe('INSPECTION_PERIOD');
    await indexed(as(1).releaseCollateral(id));

    const done = await rentalRow(id);
    expect(done).toMatchObject({
      state: 'TRANSACTION_COMPLETED',
      inspectionApproved: true,
      paidToLender: RATE * days,
      paidToBorrower: COLLATERAL,
    });
    expect(done?.completedAt).toBeGreaterThanOrEqual(done?.returnedAt ?? 0n);
    const [toLender, toBorrower] = await suite.chain.contract.settlementOf(id);
    expect([done?.paidToLender, done?.paidToBorrower]).toEqual([toLender, toBorrower]);
    expect(await bookingsOf(toolId)).toEqual([]);

    const credits = await suite.sql.db.select().from(schema.payment).where(eq(schema.payment.rentalId, id));
    expect(credits.map(({ account, amount }) => [account, amount]).sort()).toEqual(
      [
        [lender(), RATE * days],
        [borrower(), COLLATERAL],
      ].sort(),
    );
  });

  it('frees a cancelled booking’s range, so that the same range can be booked again', async () => {
    const toolId = encodeBytes32String('saw-cancelled');
    const first = await openOffer(toolId);
    const deposit = RATE + COLLATERAL;
    await indexed(as(2).acceptRentalOfferAndDepositCollateral(first, 1n, { value: deposit }));
    const [booked] = await bookingsOf(toolId);
    expect(booked?.rentalId).toBe(first);

    await indexed(as(2).cancelRental(first));
    const cancelled = await rentalRow(first);
    expect(cancelled).toMatchObject({ state: 'RENTAL_CANCELLED', cancelledBy: borrower() });
    expect((cancelled?.paidToLender ?? 0n) + (cancelled?.paidToBorrower ?? 0n)).toBe(deposit);
    expect(await bookingsOf(toolId)).toEqual([]);

    const second = await openOffer(toolId);
    await indexed(as(3).acceptRentalOfferAndDepositCollateral(second, 1n, { value: deposit }));
    expect(await bookingsOf(toolId)).toEqual([
      expect.objectContaining({ rentalId: second, startTime: booked?.startTime, endTime: booked?.endTime }),
    ]);
  });

  it('records offer nonces and disputes with their reasons and rulings', async () => {
    const toolId = encodeBytes32String('ladder-dispute');
    await indexed(as(1).cancelSignedOffers(toolId));
    await indexed(as(1).cancelSignedOffers(toolId));
    const nonces = await suite.sql.db
      .select()
      .from(schema.offerNonce)
      .where(eq(schema.offerNonce.toolId, toolId as `0x${string}`));
    expect(nonces).toEqual([expect.objectContaining({ lender: lender(), nonce: 2n })]);

    const id = await openOffer(toolId);
    const deposit = 3n * RATE + COLLATERAL;
    await indexed(as(2).acceptRentalOfferAndDepositCollateral(id, 3n, { value: deposit }));
    await indexed(as(2).confirmToolPickup(id));
    await indexed(as(2).submitEvidence(id, 'ipfs://condition-at-pickup'));
    await indexed(as(2).fileDispute(id, 'The ladder has a cracked rung'));
    expect(await rentalRow(id)).toMatchObject({
      state: 'DISPUTE_OPENED',
      disputedBy: borrower(),
      disputeReason: 'The ladder has a cracked rung',
    });
    await indexed(as(2).markToolReturned(id));
    expect((await rentalRow(id))?.state).toBe('DISPUTE_OPENED');
    await indexed(as(0).resolveDispute(id, 2500, 'Shared fault'));
    await indexed(as(2).finalizeRental(id));

    const settled = await rentalRow(id);
    expect(settled).toMatchObject({
      state: 'TRANSACTION_COMPLETED',
      lenderShareBps: 2500,
      resolutionDetails: 'Shared fault',
      paidToLender: deposit / 4n,
      paidToBorrower: deposit - deposit / 4n,
    });
    const evidenceRows = await suite.sql.db.select().from(schema.evidence).where(eq(schema.evidence.rentalId, id));
    expect(evidenceRows.map((row) => row.evidenceUri)).toEqual(['ipfs://condition-at-pickup']);
  });

  it('keeps what a rental under way needs and no event carries: its inspection period, and its judge from its deposit on', async () => {
    const toolId = encodeBytes32String('sander-judged');
    const first = await openOffer(toolId, 3n * DAY);
    expect(await rentalRow(first)).toMatchObject({ inspectionPeriod: 3n * DAY, disputeAdmin: null });
    const deposit = RATE + COLLATERAL;
    await indexed(as(2).acceptRentalOfferAndDepositCollateral(first, 1n, { value: deposit }));
    const deployer = suite.chain.signers[0].address.toLowerCase();
    expect((await rentalRow(first))?.disputeAdmin).toBe(deployer);

    // A new admin takes office two days after its appointment, and rules only the rentals deposited from then on.
    const successor = suite.chain.signers[3].address.toLowerCase();
    await indexed(as(0).setDisputeAdmin(successor));
    await suite.chain.provider.send('evm_increaseTime', [Number(2n * DAY)]);
    await (await as(2).cancelRental(first)).wait();
    const second = await openOffer(encodeBytes32String('sander-judged-later'));
    await indexed(as(2).acceptRentalOfferAndDepositCollateral(second, 1n, { value: deposit }));
    expect(await disputeAdminsOf([first, second])).toEqual([deployer, successor]);
    // As the contract says: the index does not guess the judge.
    expect(await disputeAdminsOf([first, second])).toEqual(
      (await Promise.all([first, second].map((id) => suite.chain.contract.disputeAdminOf(id)))).map((admin) =>
        admin.toLowerCase(),
      ),
    );
  });

  it('takes the inspection period from the creating call, signed offers included, and reads it when a smart account made the call', async () => {
    const { chain } = suite;
    const signedTool = encodeBytes32String('planer-signed');
    const offer = {
      lender: chain.signers[1].address,
      toolId: signedTool,
      paymentToken: ETH_PAYMENT_TOKEN,
      rentalRate: RATE,
      collateralAmount: COLLATERAL,
      inspectionPeriodDuration: 5n * DAY,
      cancellationFeeBps: 0n,
      nonce: 0n,
      expiry: BigInt((await chain.provider.getBlock('latest'))?.timestamp ?? 0) + DAY,
    };
    const signature = await signRentalOffer(chain.signers[1], rentalOfferDomain(5n, chain.address), offer);
    // Start 0: from now.
    await indexed(as(2).acceptSignedRentalOffer(offer, signature, 0n, 1n, { value: RATE + COLLATERAL }));
    expect(await rentalRow(await chain.contract.rentalCount())).toMatchObject({
      toolId: signedTool,
      inspectionPeriod: 5n * DAY,
      state: 'COLLATERAL_DEPOSITED',
    });

    // A smart account's transaction calls the account, not the escrow: its input says nothing of the offer.
    const account = await new ActingParty__factory(chain.signers[3]).deploy(chain.address);
    const call = chain.contract.interface.encodeFunctionData('createRentalOffer', [
      encodeBytes32String('planer-smart-account'),
      RATE,
      COLLATERAL,
      7n * DAY,
    ]);
    await indexed(account.act(call));
    expect(await rentalRow(await chain.contract.rentalCount())).toMatchObject({
      lender: (await account.getAddress()).toLowerCase(),
      inspectionPeriod: 7n * DAY,
    });
  });

  it('names the judge in office at each deposit, an appointment replaced while pending included', async () => {
    const deposit = RATE + COLLATERAL;
    const judgeOf = async (id: bigint) => {
      const indexedJudge = (await rentalRow(id))?.disputeAdmin;
      // As the contract says: the index does not guess the judge.
      expect(indexedJudge).toBe((await suite.chain.contract.disputeAdminOf(id)).toLowerCase());
      return indexedJudge;
    };
    const depositNew = async (name: string) => {
      const id = await openOffer(encodeBytes32String(name));
      await indexed(as(2).acceptRentalOfferAndDepositCollateral(id, 1n, { value: deposit }));
      return id;
    };
    const inOffice = (await suite.chain.contract.disputeAdmin()).toLowerCase();
    // Judges who are neither party of the rentals below.
    const replaced = '0x00000000000000000000000000000000000a11ce';
    const replacement = '0x0000000000000000000000000000000000000b0b';
    await indexed(as(0).setDisputeAdmin(replaced));
    expect(await judgeOf(await depositNew('judged-while-pending'))).toBe(inOffice);
    // Appointed again before the first took office: the first never rules anything.
    await indexed(as(0).setDisputeAdmin(replacement));
    expect(await judgeOf(await depositNew('judged-before-replacement'))).toBe(inOffice);
    await suite.chain.provider.send('evm_increaseTime', [Number(2n * DAY)]);
    expect(await judgeOf(await depositNew('judged-after-replacement'))).toBe(replacement);
    // The one in office stays until a successor's time comes.
    await indexed(as(0).setDisputeAdmin(inOffice));
    expect(await judgeOf(await depositNew('judged-before-return'))).toBe(replacement);
    await suite.chain.provider.send('evm_increaseTime', [Number(2n * DAY)]);
    expect(await judgeOf(await depositNew('judged-after-return'))).toBe(inOffice);
  });

  it('follows a reorganisation: a rental whose block left the chain leaves the index', async () => {
    const snapshot = (await suite.chain.provider.send('evm_snapshot', [])) as string;
    const toolId = encodeBytes32String('reorged-away');
    const id = await openOffer(toolId);
    expect((await rentalRow(id))?.toolId).toBe(toolId);

    await suite.chain.provider.send('evm_revert', [snapshot]);
    // The new branch grows past the old one with other blocks, so the indexer sees a different block at that height.
    const replacement = encodeBytes32String('on-the-new-branch');
    await (await as(3).cancelSignedOffers(replacement)).wait();
    for (let i = 0; i < 3; i += 1) await suite.chain.provider.send('evm_mine', []);
    await suite.indexer.waitForBlock(await suite.chain.provider.getBlockNumber());

    expect(await rentalRow(id)).toBeUndefined();
    const nonces = await suite.sql.db
      .select()
      .from(schema.offerNonce)
      .where(eq(schema.offerNonce.toolId, replacement as `0x${string}`));
    expect(nonces).toEqual([expect.objectContaining({ nonce: 1n })]);
  });
});
