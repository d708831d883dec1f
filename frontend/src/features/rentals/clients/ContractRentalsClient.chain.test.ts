// @vitest-environment node
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { JsonRpcProvider, encodeBytes32String, parseEther, type JsonRpcSigner } from 'ethers';
import {
  PlainDollar__factory,
  RentalAgreement__factory,
  TestUSDC__factory,
  type RentalAgreement,
} from '@toolshare/contract/typechain';
import { freePort } from '@repo/scripts/lib/freePort.mjs';
import { startHardhatNode, stopProcessGroup, waitForNode } from '@repo/scripts/lib/localNode.mjs';
import { ContractRentalsClient } from './ContractRentalsClient';
import { toolIdToBytes32 } from '@toolshare/contract/toolId';
import { RentalError } from '../actions/rentalErrors';
import { makeTool } from '../test/rentalFixtures';
import { toolOfferKey, type RentalsWallet } from '../types';
import { textMatching } from '../test/matchers';
import { WRONG_MOVES } from '../test/wrongMoves';
import { expectDefined } from '../../../test/defined';
import { settlementNow } from '../rules/rentalStateMachine';
import { OFFER_TERMS_CHANGED, RANGE_TAKEN, tooLittleToken } from '../actions/rentalActions';
import { rentalOfferDomain, signRentalOffer } from '@toolshare/contract/signedRentalOffer';
import { checkSignedOffer, offerTermsForListing, storedOffer, type StoredSignedOffer } from '../../signedOffers';
import type { Tool } from '../../tools';
import { USDC } from '../../../shared/money';

// A real `hardhat node` on a free port of its own, so it never meets the app's node on 8545
// nor another test run's node.
let RPC_URL = '';

let node: ChildProcess | null = null;
let provider: JsonRpcProvider | null = null;
let admin: JsonRpcSigner;
let lender: JsonRpcSigner;
let borrower: JsonRpcSigner;
let stranger: JsonRpcSigner;
let contract: RentalAgreement;
let address: string;

/** The provider beforeAll connected (null only when it failed before connecting). */
const chain = (): JsonRpcProvider => expectDefined(provider, 'the test chain provider');

/** The test node's chain id (hardhat.config.ts), part of a signed offer's EIP-712 domain. */
const LOCAL_CHAIN_ID = 5n;

/** A client that knows the test node's chain id, as the app's knows its deployment's: signed offers are checked against it. */
function clientOnChain(signer: JsonRpcSigner): ContractRentalsClient {
  const wallet: RentalsWallet = { account: signer.address, signer };
  return new ContractRentalsClient({
    getWallet: () => wallet,
    address,
    chainId: Number(LOCAL_CHAIN_ID),
    inspectionPeriodSeconds: 24 * 3600,
  });
}

function clientFor(signer: JsonRpcSigner): ContractRentalsClient {
  const wallet: RentalsWallet = { account: signer.address, signer };
  return new ContractRentalsClient({
    getWallet: () => wallet,
    address,
    inspectionPeriodSeconds: 24 * 3600,
  });
}

beforeAll(async () => {
  const port = await freePort();
  RPC_URL = `http://127.0.0.1:${port}`;
  node = startHardhatNode(port);
  await waitForNode(RPC_URL, node);
  const rpc = new JsonRpcProvider(RPC_URL, undefined, { pollingInterval: 100, cacheTimeout: -1 });
  provider = rpc;
  [admin, lender, borrower, stranger] = await Promise.all([
    rpc.getSigner(0),
    rpc.getSigner(1),
    rpc.getSigner(2),
    rpc.getSigner(3),
  ]);
  const deployed = await new RentalAgreement__factory(admin).deploy();
  await deployed.waitForDeployment();
  contract = deployed;
  address = await deployed.getAddress();
}, 90_000);

/**
 * The lender's signed offer for `tool` (its listing's terms, the chain's newest block as now), as the
 * app stores it: at the lender's current nonce unless `nonce` says, in `deployedToken` for a token listing.
 */
async function lenderSignedOffer(
  tool: Tool,
  {
    nonce,
    deployedToken,
  }: { nonce?: bigint; deployedToken?: Parameters<typeof offerTermsForListing>[1]['deployedToken'] } = {},
): Promise<StoredSignedOffer> {
  const latest = expectDefined(await chain().getBlock('latest'), 'the newest block');
  const terms = offerTermsForListing(tool, {
    lender: lender.address,
    nonce: nonce ?? (await contract.offerNonce(lender.address, toolIdToBytes32(tool.id))),
    nowSeconds: latest.timestamp,
    days: 1,
    ...(deployedToken ? { deployedToken } : {}),
  });
  return storedOffer(
    tool.id,
    { chainId: Number(LOCAL_CHAIN_ID), contractAddress: address },
    terms,
    await signRentalOffer(lender, rentalOfferDomain(LOCAL_CHAIN_ID, address), terms),
    Date.now(),
  );
}

/** Rents the tool's open offer as the rental form does: on the terms read (quoted) before the click. */
async function rentQuoted(client: ContractRentalsClient, tool: Tool, days: number) {
  return client.run('acceptRentalOfferAndDepositCollateral', [
    { tool, quote: await client.readOfferTerms(tool) },
    { start: 0, days },
  ]);
}

afterAll(() => {
  provider?.destroy();
  if (node) stopProcessGroup(node);
});

describe('ContractRentalsClient on a real hardhat node', () => {
  it('runs offer → accept → pickup → return → release → withdraw, with exact wei and the chain as truth', async () => {
    const tool = makeTool({
      id: 'tool-drill',
      ownerWalletAddress: lender.address,
      rentalRate: 0.01,
      collateralRequired: 0.1,
    });
    const asLender = clientFor(lender);
    const asBorrower = clientFor(borrower);

    await expect(
      asBorrower.run('acceptRentalOfferAndDepositCollateral', [
        { tool: tool, quote: null },
        { start: 0, days: 3 },
      ]),
    ).rejects.toThrow(RentalError);
    await expect(
      asBorrower.run('acceptRentalOfferAndDepositCollateral', [
        { tool: tool, quote: null },
        { start: 0, days: 3 },
      ]),
    ).rejects.toMatchObject({
      reason: 'This tool has no open on-chain offer.',
    });

    const offer = await asLender.run('createRentalOffer', [tool]);
    expect(offer).toMatchObject({
      state: 'AWAITING_COLLATERAL',
      toolId: 'tool-drill',
      toolName: 'Tool tool-drill',
      rentalRateWei: parseEther('0.01'),
      collateralWei: parseEther('0.1'),
    });
    const stored = await contract.getAgreement(offer.id);
    expect(stored.rentalRate).toBe(parseEther('0.01'));
    expect(stored.collateralAmount).toBe(parseEther('0.1'));

    const contractBefore = await chain().getBalance(address);
    const rental = await rentQuoted(asBorrower, tool, 3);
    expect(rental.id).toBe(offer.id);
    expect(rental.state).toBe('COLLATERAL_DEPOSITED');
    expect(rental.borrowerAddress).toBe(borrower.address);
    expect((await chain().getBalance(address)) - contractBefore).toBe(parseEther('0.13'));
    // Booked from now: renting it again over the range is refused before anything is sent (isBooked).
    await expect(
      asBorrower.run('acceptRentalOfferAndDepositCollateral', [
        { tool: tool, quote: null },
        { start: 0, days: 3 },
      ]),
    ).rejects.toMatchObject({
      reason: RANGE_TAKEN,
    });

    const sent: string[] = [];
    expect((await asBorrower.run('confirmToolPickup', [rental.id], { onSent: (hash) => sent.push(hash) })).state).toBe(
      'RENTAL_ACTIVE',
    );
    expect(sent).toEqual([expect.stringMatching(/^0x[0-9a-f]{64}$/)]);
    const returned = await asBorrower.run('markToolReturned', [rental.id]);
    expect(returned.state).toBe('TOOL_RETURNED');
    expect(returned.inspectionDeadline).not.toBeNull();
    expect((await asLender.run('confirmToolReceiptAndInspect', [rental.id])).state).toBe('INSPECTION_PERIOD');
    expect((await asLender.run('releaseCollateral', [rental.id])).state).toBe('TRANSACTION_COMPLETED');

    expect(await asLender.pendingWithdrawal()).toBe(parseEther('0.03'));
    expect(await asBorrower.pendingWithdrawal()).toBe(parseEther('0.1'));
    expect(await asLender.run('withdraw', [])).toBe(parseEther('0.03'));
    expect(await asBorrower.run('withdraw', [])).toBe(parseEther('0.1'));
    expect(await chain().getBalance(address)).toBe(contractBefore);
    await expect(asBorrower.run('withdraw', [])).rejects.toMatchObject({ reason: 'You have nothing to withdraw.' });

    // A visitor without a wallet reads each party's summary (a public profile) through the read-only provider.
    const visitor = new ContractRentalsClient({ getWallet: () => null, address, readProvider: chain() });
    expect(await visitor.readPartySummary(lender.address)).toMatchObject({
      completedAsLender: 1,
      completedAsBorrower: 0,
      timesRented: { [rental.toolId]: 1 },
      listed: [],
    });
    expect(await visitor.readPartySummary(borrower.address.toLowerCase())).toMatchObject({
      completedAsLender: 0,
      completedAsBorrower: 1,
      returnsOnTime: 1,
      listed: [
        expect.objectContaining({
          id: rental.id,
          state: 'TRANSACTION_COMPLETED',
          lenderAddress: lender.address,
          borrowerAddress: borrower.address,
          returnedAt: returned.returnedAt,
        }),
      ],
    });
    expect(await visitor.readPartySummary(stranger.address)).toMatchObject({ completedAsLender: 0, listed: [] });

    const [lenderView] = await asLender.fetchRentals();
    const [borrowerView] = await asBorrower.fetchRentals();
    expect(lenderView).toMatchObject({ id: rental.id, state: 'TRANSACTION_COMPLETED', duration: 3 });
    expect(borrowerView).toMatchObject({ id: rental.id, state: 'TRANSACTION_COMPLETED' });
    // What notifications tell each party, from the events already read: the receipt, the completion and who was credited what.
    expect(borrowerView?.settlement).toEqual({ toLender: parseEther('0.03'), toBorrower: parseEther('0.1') });
    expect(Date.parse(borrowerView?.receivedAt ?? '')).not.toBeNaN();
    expect(Date.parse(borrowerView?.closedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(borrowerView?.receivedAt ?? ''));
    // Only a cancellation names its caller on chain.
    expect(borrowerView?.closedBy).toBeUndefined();
  }, 60_000);

  let wrongMoves = 0;
  it.each(WRONG_MOVES)(
    'refuses with the same words as the simulation: $title',
    async ({ state, by, move, message, reason }) => {
      wrongMoves += 1;
      const tool = makeTool({ id: `tool-wrong-${wrongMoves}`, ownerWalletAddress: lender.address });
      const { id } = await clientFor(lender).run('createRentalOffer', [tool]);
      if (state === 'COLLATERAL_DEPOSITED') await rentQuoted(clientFor(borrower), tool, 2);
      const mover = clientFor({ lender, borrower, stranger }[by]);
      await expect(move(mover, id)).rejects.toMatchObject({ message, reason });
      // Refused by the contract itself: nothing changed.
      expect((await clientFor(lender).fetchRental(id)).state).toBe(state);
    },
    30_000,
  );

  it('refreshes a returned rental by its events, not at every block: confirmToolReceiptAndInspect emits ToolReceived', async () => {
    const tool = makeTool({ id: 'tool-received', ownerWalletAddress: lender.address });
    const asLender = clientFor(lender);
    const asBorrower = clientFor(borrower);
    const { id } = await asLender.run('createRentalOffer', [tool]);
    await rentQuoted(asBorrower, tool, 1);
    await asBorrower.run('confirmToolPickup', [id]);
    await asBorrower.run('markToolReturned', [id]);
    await asLender.readRentalsOf(lender.address);

    // A block that changes none of the lender's rentals: no agreement is read again, the returned one included.
    await chain().send('evm_mine', []);
    const requests = vi.spyOn(chain(), 'send');
    await asLender.readRentalsOf(lender.address);
    const agreementReads = requests.mock.calls.filter(
      ([method, params]) =>
        method === 'eth_call' &&
        JSON.stringify(params).includes(contract.interface.getFunction('getAgreement').selector.slice(2)),
    );
    requests.mockRestore();
    expect(agreementReads).toEqual([]);

    // The receipt's event is what tells the reader the rental changed.
    await asLender.run('confirmToolReceiptAndInspect', [id]);
    expect((await asLender.readRentalsOf(lender.address)).find((rental) => rental.id === id)?.state).toBe(
      'INSPECTION_PERIOD',
    );
  }, 30_000);

  it('turns the contract refusals into readable reasons, and keeps dispute records from events', async () => {
    const tool = makeTool({
      id: 'tool-saw',
      ownerWalletAddress: lender.address,
      rentalRate: 0.02,
      collateralRequired: 0.05,
    });
    const asLender = clientFor(lender);
    const asBorrower = clientFor(borrower);
    const asAdmin = clientFor(admin);
    const { id } = await asLender.run('createRentalOffer', [tool]);
    await rentQuoted(asBorrower, tool, 2);

    // The lender is not the borrower: the contract refuses and says why.
    await expect(asLender.run('confirmToolPickup', [id])).rejects.toMatchObject({
      message: 'Failed to confirm tool pickup',
      reason: 'Only the borrower can do this.',
    });

    // No dispute before pickup: the contract refuses it for its state, and cancelling stays open to both.
    await expect(asBorrower.run('fileDispute', [id, { reason: 'The saw blade is missing' }])).rejects.toMatchObject({
      message: 'Failed to file dispute',
      reason: 'Not possible while the rental is collateral deposited.',
    });
    await asBorrower.run('confirmToolPickup', [id]);
    const disputed = await asBorrower.run('fileDispute', [id, { reason: 'The saw blade is missing' }]);
    expect(disputed).toMatchObject({
      state: 'DISPUTE_OPENED',
      disputeReason: 'The saw blade is missing',
      disputeFiledBy: borrower.address,
    });
    const withEvidence = await asLender.run('submitEvidence', [
      id,
      { details: 'Photo of the blade', fileNames: ['blade.jpg'] },
    ]);
    expect(withEvidence.evidence).toEqual([
      expect.objectContaining({ party: lender.address, details: 'Photo of the blade', fileNames: ['blade.jpg'] }),
    ]);

    // The dispute admin sees the open dispute although not a party.
    expect((await asAdmin.fetchRentals()).map((rental) => rental.id)).toContain(id);
    const resolved = await asAdmin.run('resolveDispute', [id, { lenderShareBps: 2500, details: 'Blade found later' }]);
    expect(resolved.state).toBe('RESOLUTION_REACHED');
    expect(resolved.resolution).toMatchObject({ lenderShareBps: 2500, details: 'Blade found later' });
    // …and still sees it once resolved, to finalize it.
    expect((await asAdmin.fetchRentals()).find((rental) => rental.id === id)?.state).toBe('RESOLUTION_REACHED');
    expect((await asBorrower.run('finalizeRental', [id])).state).toBe('TRANSACTION_COMPLETED');
    // Escrow 0.09 ETH: 25 % to the lender, the rest to the borrower.
    expect(await asLender.pendingWithdrawal()).toBe(parseEther('0.0225'));
    expect(await asBorrower.pendingWithdrawal()).toBe(parseEther('0.0675'));
  }, 60_000);

  it('keeps one offer per tool, and tells each tool as offered, then rented, then free', async () => {
    const tool = makeTool({
      id: 'tool-mower',
      ownerWalletAddress: lender.address,
      rentalRate: 0.02,
      collateralRequired: 0.1,
    });
    const asLender = clientFor(lender);
    const asBorrower = clientFor(borrower);
    const mowerNow = async () => (await asBorrower.readToolStatuses()).get(toolOfferKey('tool-mower', lender.address));
    expect(await mowerNow()).toBeUndefined();

    // Anyone may call createRentalOffer with any tool id: a stranger's offer is not the owner's.
    await (
      await contract.connect(stranger).createRentalOffer(encodeBytes32String('tool-mower'), 1n, 1n, 24 * 3600)
    ).wait();
    expect((await asBorrower.readToolStatuses()).get(toolOfferKey('tool-mower', stranger.address))).toBe('offered');
    expect(await mowerNow()).toBeUndefined();
    const { id } = await asLender.run('createRentalOffer', [tool]);
    expect(await mowerNow()).toBe('offered');
    await expect(asLender.run('createRentalOffer', [tool])).rejects.toMatchObject({
      reason: 'This tool already has an open on-chain offer.',
    });

    await rentQuoted(asBorrower, tool, 1);
    expect(await mowerNow()).toBe('rented');
    await expect(asLender.run('createRentalOffer', [tool])).rejects.toMatchObject({
      reason: 'This tool is rented out on chain. Offer it again when that rental has ended.',
    });

    const cancelled = await asBorrower.run('cancelRental', [id]);
    expect(await mowerNow()).toBeUndefined();
    // Who cancelled and the refund, from RentalCancelled and CollateralReleased.
    expect(cancelled.closedBy).toBe(borrower.address);
    expect(cancelled.settlement?.toBorrower).toBe(cancelled.rentalRateWei + cancelled.collateralWei);
    expect(Date.parse(cancelled.closedAt ?? '')).not.toBeNaN();
    expect((await asLender.run('createRentalOffer', [tool])).state).toBe('AWAITING_COLLATERAL');
  }, 60_000);

  it('offers, shows and rents a Supabase listing, whose id is a UUID, under its lossless bytes32 key', async () => {
    const uuid = '3f2a9c1e-7b4d-4e8a-9f01-23456789abcd';
    const tool = makeTool({
      id: uuid,
      ownerWalletAddress: lender.address,
      rentalRate: 0.003,
      collateralRequired: 0.05,
    });
    const asLender = clientFor(lender);
    const asBorrower = clientFor(borrower);
    const { id } = await asLender.run('createRentalOffer', [tool]);
    expect((await contract.getAgreement(id)).toolId).toBe(toolIdToBytes32(uuid));
    expect((await asBorrower.readToolStatuses()).get(toolOfferKey(uuid, lender.address))).toBe('offered');
    const rental = await rentQuoted(asBorrower, tool, 2);
    expect(rental).toMatchObject({ toolId: uuid, state: 'COLLATERAL_DEPOSITED' });
    expect((await asBorrower.readToolStatuses()).get(toolOfferKey(uuid, lender.address))).toBe('rented');
  }, 60_000);

  it("quotes and charges the open offer's own terms, and reads a rate of 10^-7 ETH without throwing", async () => {
    const tool = makeTool({
      id: 'tool-tiny',
      ownerWalletAddress: lender.address,
      rentalRate: 0.0000001,
      collateralRequired: 0,
    });
    const asLender = clientFor(lender);
    const asBorrower = clientFor(borrower);
    await asLender.run('createRentalOffer', [tool]);
    // The listing is edited afterwards: renting still pays the offer's terms, and the quote says so.
    const edited = { ...tool, rentalRate: 0.5, collateralRequired: 1 };
    expect(await asBorrower.readOfferTerms(edited)).toMatchObject({ rateWei: 100_000_000_000n, collateralWei: 0n });
    const rental = await rentQuoted(asBorrower, edited, 2);
    expect(rental).toMatchObject({ state: 'COLLATERAL_DEPOSITED', rentalRateWei: 100_000_000_000n, collateralWei: 0n });
    expect((await asBorrower.fetchRentals()).find((candidate) => candidate.id === rental.id)?.rentalRateWei).toBe(
      100_000_000_000n,
    );
  }, 60_000);

  it('sees changes made by the other party when read again at a newer block', async () => {
    const tool = makeTool({
      id: 'tool-ladder',
      ownerWalletAddress: lender.address,
      rentalRate: 0.005,
      collateralRequired: 0.02,
    });
    const asLender = clientFor(lender);
    const asBorrower = clientFor(borrower);
    const offer = await asLender.run('createRentalOffer', [tool]);
    expect((await asLender.fetchRentals()).find((rental) => rental.id === offer.id)?.state).toBe('AWAITING_COLLATERAL');
    await rentQuoted(asBorrower, tool, 1);
    expect((await asLender.fetchRentals()).find((rental) => rental.id === offer.id)).toMatchObject({
      state: 'COLLATERAL_DEPOSITED',
      duration: 1,
    });
  }, 30_000);

  it('follows the contract on a late return, an unruled dispute, condition evidence before a dispute, and a pause', async () => {
    const DAY = 24 * 3600;
    const moveOn = async (seconds: number) => {
      await chain().send('evm_increaseTime', [seconds]);
      await chain().send('evm_mine', []);
    };
    const tool = makeTool({
      id: 'tool-late',
      ownerWalletAddress: lender.address,
      rentalRate: 0.012,
      collateralRequired: 0.06,
    });
    const asLender = clientFor(lender);
    const asBorrower = clientFor(borrower);
    // Credits the earlier tests left: collected first, so what follows is counted from zero.
    for (const client of [asLender, asBorrower])
      if ((await client.pendingWithdrawal()) > 0n) await client.run('withdraw', []);

    await asLender.run('createRentalOffer', [tool]);
    const rental = await rentQuoted(asBorrower, tool, 3);
    // Condition photos at pickup are timestamped on chain before any dispute.
    const condition = { stage: 'pickup' as const, digest: 'cd'.repeat(32) };
    const recorded = await asLender.run('submitEvidence', [rental.id, { details: '', fileNames: [], condition }]);
    expect(recorded.state).toBe('COLLATERAL_DEPOSITED');
    expect(recorded.evidence).toEqual([expect.objectContaining({ party: lender.address, condition })]);
    const active = await asBorrower.run('confirmToolPickup', [rental.id]);

    // Two days and a second late: 3 started days at 0.012 ETH out of the 0.06 ETH collateral.
    await moveOn(3 * DAY + 2 * DAY + 1);
    const overdue = await asBorrower.settlementOf(rental.id);
    expect(overdue).toEqual({ toLender: parseEther('0.036') + parseEther('0.036'), toBorrower: parseEther('0.024') });
    expect(asBorrower.clockOffsetMs()).toBe(0); // not read yet: fetchRentals reads the newest block's time
    await asBorrower.fetchRentals();
    expect(asBorrower.clockOffsetMs()).toBeGreaterThan((5 * DAY - 60) * 1000);
    const returned = await asBorrower.run('markToolReturned', [rental.id]);
    expect(Date.parse(returned.returnedAt ?? '') - Date.parse(active.endTime ?? '')).toBeGreaterThan(2 * DAY * 1000);
    const settlement = await asBorrower.settlementOf(rental.id);
    await asLender.run('releaseCollateral', [rental.id]);
    expect(await asLender.pendingWithdrawal()).toBe(settlement.toLender);
    expect(await asBorrower.pendingWithdrawal()).toBe(settlement.toBorrower);
    await asLender.run('withdraw', []);
    await asBorrower.run('withdraw', []);

    // A dispute filed during the rental, the tool marked returned during it, then left unruled for 30
    // days: either party claims the default split (rent and late fee to the lender, the rest halved).
    await asLender.run('createRentalOffer', [tool]);
    const disputed = await rentQuoted(asBorrower, tool, 1);
    await asBorrower.run('confirmToolPickup', [disputed.id]);
    const filed = await asBorrower.run('fileDispute', [disputed.id, { reason: 'The chuck wobbles.' }]);
    const [disputedAt] = await contract.disputeOf(disputed.id);
    expect(Date.parse(filed.disputedAt ?? '') / 1000).toBe(Number(disputedAt));
    // Never marked returned yet: the default split is the whole escrow to the lender, by the contract and by the rule table.
    const escrow = parseEther('0.012') + parseEther('0.06');
    expect(await asBorrower.settlementOf(disputed.id)).toEqual({ toLender: escrow, toBorrower: 0n });
    expect(settlementNow(filed, Date.now())).toEqual({ toLender: escrow, toBorrower: 0n });
    // Back a day and a second after the pickup: one started day late.
    await moveOn(DAY + 1);
    const backDuringDispute = await asBorrower.run('markToolReturned', [disputed.id]);
    expect(backDuringDispute.state).toBe('DISPUTE_OPENED');
    expect(backDuringDispute.returnedAt).not.toBeNull();
    const lenderPart = parseEther('0.012') + parseEther('0.012') + parseEther('0.024');
    expect(await asBorrower.settlementOf(disputed.id)).toEqual({
      toLender: lenderPart,
      toBorrower: escrow - lenderPart,
    });
    expect(settlementNow(backDuringDispute, Date.now())).toEqual({
      toLender: lenderPart,
      toBorrower: escrow - lenderPart,
    });
    await expect(asBorrower.run('markToolReturned', [disputed.id])).rejects.toMatchObject({
      reason: 'Not possible while the rental is dispute opened.',
    });
    await expect(asLender.run('claimCollateralAfterDeadline', [disputed.id])).rejects.toMatchObject({
      reason: textMatching(/^This is only possible after the deadline/),
    });
    await moveOn(30 * DAY);
    expect((await asLender.run('claimCollateralAfterDeadline', [disputed.id])).state).toBe('TRANSACTION_COMPLETED');
    expect(await asLender.pendingWithdrawal()).toBe(lenderPart);
    expect(await asBorrower.pendingWithdrawal()).toBe(escrow - lenderPart);

    // Paused: offering fails with the pause's own sentence; the client says so beforehand.
    await (await contract.connect(admin).pause()).wait();
    expect(await asLender.isPaused()).toBe(true);
    await expect(asLender.run('createRentalOffer', [tool])).rejects.toMatchObject({
      reason: textMatching(/^The rental contract is paused by its owner/),
    });
    await (await contract.connect(admin).unpause()).wait();
    expect(await asLender.isPaused()).toBe(false);
  }, 60_000);

  it('rents a signed offer in one transaction on exactly the signed terms; the offer is then used, and a cancelled one is refused before sending', async () => {
    const tool = makeTool({
      id: 'tool-signed',
      ownerWalletAddress: lender.address,
      rentalRate: 0.02,
      collateralRequired: 0.05,
    });
    const asLender = clientFor(lender);
    const asBorrower = clientFor(borrower);
    const signedFor = (nonce: bigint) => lenderSignedOffer(tool, { nonce });
    const offer = await signedFor(0n);
    await expect(
      checkSignedOffer(offer, tool, await clientOnChain(borrower).readSignedOfferChain()),
    ).resolves.toMatchObject({ usable: true });

    const contractBefore = await chain().getBalance(address);
    const rental = await clientOnChain(borrower).run('acceptSignedRentalOffer', [
      { tool: tool, signed: offer },
      { start: 0, days: 2 },
    ]);
    expect(rental).toMatchObject({
      toolId: tool.id,
      state: 'COLLATERAL_DEPOSITED',
      borrowerAddress: borrower.address,
      rentalRateWei: parseEther('0.02'),
      collateralWei: parseEther('0.05'),
      duration: 2,
    });
    expect((await chain().getBalance(address)) - contractBefore).toBe(parseEther('0.09'));
    // One signature serves every booking that fits the calendar: renting does not move the nonce (v4).
    expect(await contract.offerNonce(lender.address, toolIdToBytes32(tool.id))).toBe(0n);
    // The two events of the one transaction: the listing reads as rented out.
    expect((await asBorrower.readToolStatuses()).get(toolOfferKey(tool.id, lender.address))).toBe('rented');

    // A later range on the same signature: next week, booked by another borrower without the lender signing again;
    // a range reaching into it is refused before anything is sent, and the calendar reads both until one is cancelled.
    const now = expectDefined(await chain().getBlock('latest'), 'the newest block').timestamp;
    const nextWeek = now - (now % 3600) + 7 * 86_400;
    const later = await clientOnChain(stranger).run('acceptSignedRentalOffer', [
      { tool: tool, signed: offer },
      { start: nextWeek, days: 1 },
    ]);
    const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
    expect(later.booking).toEqual({ startTime: iso(nextWeek), endTime: iso(nextWeek + 86_400) });
    await expect(
      clientOnChain(borrower).run('acceptSignedRentalOffer', [
        { tool: tool, signed: offer },
        { start: nextWeek - 3600, days: 1 },
      ]),
    ).rejects.toMatchObject({ reason: RANGE_TAKEN });
    const firstStart = Date.parse(expectDefined(rental.booking, 'the booking').startTime) / 1000;
    expect(await asBorrower.readBookings(tool)).toEqual([
      { startTime: firstStart, endTime: firstStart + 2 * 86_400 },
      { startTime: nextWeek, endTime: nextWeek + 86_400 },
    ]);
    await clientOnChain(stranger).run('cancelRental', [later.id]);
    expect(await asBorrower.readBookings(tool)).toEqual([{ startTime: firstStart, endTime: firstStart + 2 * 86_400 }]);

    // While the rental holds the tool's calendar, a second rental from the same signature is refused before anything is sent.
    const sentBefore = await chain().getTransactionCount(stranger.address);
    await expect(
      clientOnChain(stranger).run('acceptSignedRentalOffer', [
        { tool: tool, signed: offer },
        { start: 0, days: 1 },
      ]),
    ).rejects.toMatchObject({ reason: RANGE_TAKEN });
    // Cancelled by the lender on chain: refused too, and nothing was sent.
    const fresh = await signedFor(0n);
    await asLender.run('cancelSignedOffers', [tool]);
    await expect(
      clientOnChain(stranger).run('acceptSignedRentalOffer', [
        { tool: tool, signed: fresh },
        { start: 0, days: 1 },
      ]),
    ).rejects.toMatchObject({
      reason: textMatching(/signed offer was cancelled/),
    });
    expect(await chain().getTransactionCount(stranger.address)).toBe(sentBefore);
    await expect(clientFor(stranger).run('cancelSignedOffers', [tool])).rejects.toMatchObject({
      reason: 'Only the owner of this tool can cancel its signed offers.',
    });
  }, 60_000);

  it('rents a USDC offer with one permit signature and one transaction, to the unit; too small a balance is refused before the wallet is asked', async () => {
    const token = await new TestUSDC__factory(admin).deploy();
    await token.waitForDeployment();
    const tokenAddress = await token.getAddress();
    await (await contract.connect(admin).setPaymentToken(tokenAddress, true)).wait();
    await (await token.connect(admin).mint(borrower.address, 500_000_000n)).wait();
    const deployedToken = { address: tokenAddress, symbol: 'USDC', decimals: 6 };
    const tool = makeTool({
      id: 'tool-dollars',
      ownerWalletAddress: lender.address,
      rentalRate: 12.5,
      collateralRequired: 150,
      currency: 'USDC',
    });
    const offer = await lenderSignedOffer(tool, { deployedToken });
    expect(offer.terms).toMatchObject({
      paymentToken: tokenAddress,
      rentalRate: 12_500_000n,
      collateralAmount: 150_000_000n,
    });

    // The stranger holds no USDC: refused with both amounts, and nothing is signed or sent.
    const strangerSent = await chain().getTransactionCount(stranger.address);
    await expect(
      clientOnChain(stranger).run('acceptSignedRentalOffer', [
        { tool, signed: offer },
        { start: 0, days: 2 },
      ]),
    ).rejects.toMatchObject({ reason: tooLittleToken(0n, 175_000_000n, USDC) });
    expect(await chain().getTransactionCount(stranger.address)).toBe(strangerSent);

    const borrowerSent = await chain().getTransactionCount(borrower.address);
    const ethBefore = await chain().getBalance(address);
    const rental = await clientOnChain(borrower).run('acceptSignedRentalOffer', [
      { tool, signed: offer },
      { start: 0, days: 2 },
    ]);
    expect(rental).toMatchObject({
      state: 'COLLATERAL_DEPOSITED',
      currencyCode: 'USDC',
      rentalRateWei: 12_500_000n,
      collateralWei: 150_000_000n,
      duration: 2,
    });
    // One transaction (the permit was a signature, not a transaction), no money moved, 175 USDC to the unit in escrow.
    expect(await chain().getTransactionCount(borrower.address)).toBe(borrowerSent + 1);
    expect(await chain().getBalance(address)).toBe(ethBefore);
    expect(await token.balanceOf(address)).toBe(175_000_000n);
    expect(await token.balanceOf(borrower.address)).toBe(325_000_000n);
    expect(await token.allowance(borrower.address, address)).toBe(0n);

    // Cancelled before pickup by the lender: everything is credited back in USDC, and withdrawn in USDC.
    await clientFor(lender).run('cancelRental', [rental.id]);
    expect(await contract.pendingTokenWithdrawals(tokenAddress, borrower.address)).toBe(175_000_000n);
  }, 60_000);

  it('pays with a token that has no permit after one approve of exactly the amount, and uses that allowance up', async () => {
    const token = await new PlainDollar__factory(admin).deploy();
    await token.waitForDeployment();
    const tokenAddress = await token.getAddress();
    await (await contract.connect(admin).setPaymentToken(tokenAddress, true)).wait();
    await (await token.connect(admin).mint(borrower.address, 100_000_000n)).wait();
    const tool = makeTool({
      id: 'tool-plain-dollars',
      ownerWalletAddress: lender.address,
      rentalRate: 10,
      collateralRequired: 30,
      currency: 'USDC',
    });
    const offer = await lenderSignedOffer(tool, {
      deployedToken: { address: tokenAddress, symbol: 'USDC', decimals: 6 },
    });

    const borrowerSent = await chain().getTransactionCount(borrower.address);
    const rental = await clientOnChain(borrower).run('acceptSignedRentalOffer', [
      { tool, signed: offer },
      { start: 0, days: 2 },
    ]);
    expect(rental).toMatchObject({ state: 'COLLATERAL_DEPOSITED', rentalRateWei: 10_000_000n, duration: 2 });
    // Two transactions, the approve and the rental: 20 USDC rent and 30 collateral, to the unit, and nothing left allowed.
    expect(await chain().getTransactionCount(borrower.address)).toBe(borrowerSent + 2);
    expect(await token.balanceOf(address)).toBe(50_000_000n);
    expect(await token.balanceOf(borrower.address)).toBe(50_000_000n);
    expect(await token.allowance(borrower.address, address)).toBe(0n);
  }, 60_000);

  it('pays only the quoted offer: when the lender swaps the offer between the quote and the click, nothing is sent', async () => {
    const tool = makeTool({
      id: 'tool-swap',
      ownerWalletAddress: lender.address,
      rentalRate: 0.01,
      collateralRequired: 0.03,
    });
    const asLender = clientFor(lender);
    const asBorrower = clientFor(borrower);
    const { id } = await asLender.run('createRentalOffer', [tool]);
    const quote = expectDefined(await asBorrower.readOfferTerms(tool), 'the quote');
    expect(quote).toEqual({ rentalId: id, rateWei: parseEther('0.01'), collateralWei: parseEther('0.03') });
    // The swap: the quoted offer withdrawn, another at a hundred times the rate opened for the same tool.
    await asLender.run('cancelRental', [id]);
    await asLender.run('createRentalOffer', [{ ...tool, rentalRate: 1 }]);
    const sentBefore = await chain().getTransactionCount(borrower.address);
    await expect(
      asBorrower.run('acceptRentalOfferAndDepositCollateral', [
        { tool: tool, quote: quote },
        { start: 0, days: 2 },
      ]),
    ).rejects.toMatchObject({
      reason: OFFER_TERMS_CHANGED,
    });
    expect(await chain().getTransactionCount(borrower.address)).toBe(sentBefore);
  }, 60_000);

  it("reads each rental's dispute admin as disputeAdminOf: the one in office at the deposit, an appointment taking office two days after it is made, and lists an admin only the disputes it may rule", async () => {
    const newAdmin = await chain().getSigner(4);
    const asLender = clientFor(lender);
    const asBorrower = clientFor(borrower);
    const rent = async (toolId: string) => {
      const tool = makeTool({
        id: toolId,
        ownerWalletAddress: lender.address,
        rentalRate: 0.001,
        collateralRequired: 0.01,
      });
      await asLender.run('createRentalOffer', [tool]);
      return rentQuoted(asBorrower, tool, 5);
    };
    const twoDaysLater = async () => {
      await chain().send('evm_increaseTime', [2 * 24 * 60 * 60]);
      await chain().send('evm_mine', []);
    };
    // Paid for before the appointment: the deployer rules it.
    const early = await rent('tool-admin-early');
    expect(early.disputeAdmin).toBe(admin.address);
    await (await contract.connect(admin).setDisputeAdmin(newAdmin.address)).wait();
    try {
      // Paid for while the appointment waits: still the deployer's, and it stays so once the new admin is in office.
      const pending = await rent('tool-admin-pending');
      expect(pending.disputeAdmin).toBe(admin.address);
      await twoDaysLater();
      const late = await rent('tool-admin-late');
      const [earlyRead, pendingRead, lateRead] = await Promise.all(
        [early, pending, late].map((rental) => asBorrower.fetchRental(rental.id)),
      );
      expect(earlyRead?.disputeAdmin).toBe(admin.address);
      expect(pendingRead?.disputeAdmin).toBe(admin.address);
      expect(lateRead?.disputeAdmin).toBe(newAdmin.address);
      for (const rental of [early, pending, late])
        expect((await asBorrower.fetchRental(rental.id)).disputeAdmin).toBe(await contract.disputeAdminOf(rental.id));

      for (const rental of [early, late]) {
        await asBorrower.run('confirmToolPickup', [rental.id]);
        await asBorrower.run('fileDispute', [rental.id, { reason: 'Cracked case.' }]);
      }
      const disputesOf = async (account: JsonRpcSigner) =>
        (await clientFor(account).readRentalsOf(account.address))
          .filter((rental) => rental.id === early.id || rental.id === late.id)
          .map((rental) => rental.id);
      // The former admin still rules the rental paid for under it; the new one only the later rental.
      expect(await disputesOf(admin)).toEqual([early.id]);
      expect(await disputesOf(newAdmin)).toEqual([late.id]);
      await expect(
        clientFor(admin).run('resolveDispute', [late.id, { lenderShareBps: 5_000, details: 'Not mine to rule.' }]),
      ).rejects.toMatchObject({ reason: textMatching(/dispute admin/i) });
      expect(
        (await clientFor(newAdmin).run('resolveDispute', [late.id, { lenderShareBps: 5_000, details: 'Half each.' }]))
          .state,
      ).toBe('RESOLUTION_REACHED');
    } finally {
      await (await contract.connect(admin).setDisputeAdmin(admin.address)).wait();
      await twoDaysLater();
    }
  }, 60_000);

  it("keeps the agreements it read in the app's query cache: another client on the same cache reads none of them again", async () => {
    const queryClient = new QueryClient();
    const wallet: RentalsWallet = { account: lender.address, signer: lender };
    const onCache = (cache: QueryClient) =>
      new ContractRentalsClient({
        getWallet: () => wallet,
        address,
        chainId: Number(LOCAL_CHAIN_ID),
        queryClient: cache,
      });
    await clientFor(lender).run('createRentalOffer', [
      makeTool({ id: 'tool-cached', ownerWalletAddress: lender.address, rentalRate: 0.01, collateralRequired: 0.1 }),
    ]);
    const first = await onCache(queryClient).readRentalsOf(lender.address);
    expect(first.map((rental) => rental.toolId)).toContain('tool-cached');
    expect(queryClient.getQueryCache().findAll({ queryKey: ['contractReads'] }).length).toBe(first.length);

    const send = vi.spyOn(chain(), 'send');
    const ethCalls = () => send.mock.calls.filter(([method]) => method === 'eth_call').length;
    try {
      expect(await onCache(queryClient).readRentalsOf(lender.address)).toEqual(first);
      expect(ethCalls()).toBe(0);
      // A client with a cache of its own reads them.
      expect(await onCache(new QueryClient()).readRentalsOf(lender.address)).toEqual(first);
      expect(ethCalls()).toBeGreaterThan(0);
    } finally {
      send.mockRestore();
    }
  });
});
