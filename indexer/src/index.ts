// Ponder's handlers: each RentalAgreement event updates the tables of ponder.schema.ts. Ponder calls
// them in log order, block by block, and undoes their writes when a block is reorganised away.
import { ponder, type Event } from 'ponder:registry';
import {
  booking,
  disputeAdmin,
  disputeAdminOffice,
  evidence,
  indexedContract,
  offerNonce,
  payment,
  paymentToken,
  rental,
} from 'ponder:schema';
import { ETH_PAYMENT_TOKEN } from '@toolshare/contract/ethPaymentToken';
import { adminInOffice, appoint } from './disputeAdminOffice';
import { inspectionPeriodOfCall } from './inspectionPeriodOfCall';
import { RENTAL_STATE } from './rentalState';

/** A log's unique id within the chain: its block and position. */
const logId = (event: { block: { number: bigint }; log: { logIndex: number } }) =>
  `${event.block.number}-${event.log.logIndex}`;

ponder.on('RentalAgreement:setup', async ({ context }) => {
  const { address, startBlock } = context.contracts.RentalAgreement;
  await context.db.insert(indexedContract).values({
    chainId: context.chain.id,
    address,
    startBlock: BigInt(startBlock),
  });
});

ponder.on('RentalAgreement:RentalCreated', async ({ event, context }) => {
  const { rentalId, lender, toolId, rentalRate, collateralAmount } = event.args;
  const { abi, address } = context.contracts.RentalAgreement;
  // The offer sets the inspection period (an on-chain offer's argument, a signed offer's field) and no
  // event carries it: taken from the call, or read at the event's block when another contract made the
  // call (Ponder caches reads by block and reads again after a reorg).
  const inspectionPeriod =
    inspectionPeriodOfCall(address, event.transaction) ??
    (
      await context.client.readContract({
        abi,
        address,
        functionName: 'getAgreement',
        args: [rentalId],
        blockNumber: event.block.number,
      })
    ).inspectionPeriodDuration;
  await context.db.insert(rental).values({
    id: rentalId,
    lender,
    toolId,
    state: RENTAL_STATE.AWAITING_COLLATERAL,
    rentalRate,
    collateralAmount,
    inspectionPeriod,
    createdAt: event.block.timestamp,
    createdBlock: event.block.number,
    updatedBlock: event.block.number,
  });
});

ponder.on('RentalAgreement:CollateralDeposited', async ({ event, context }) => {
  const { rentalId, borrower, rentalDuration, amount } = event.args;
  // The admin in office at the deposit rules the rental for good (v4); no event names it. The constructor's
  // DisputeAdminScheduled opened the office, so it is there.
  const office = await context.db.find(disputeAdminOffice, { chainId: context.chain.id });
  if (!office) throw new Error('No DisputeAdminScheduled before a deposit: the indexer starts after the deployment');
  await context.db.update(rental, { id: rentalId }).set({
    borrower,
    disputeAdmin: adminInOffice(office, event.block.timestamp),
    rentalDuration,
    depositAmount: amount,
    state: RENTAL_STATE.COLLATERAL_DEPOSITED,
    depositedAt: event.block.timestamp,
    updatedBlock: event.block.number,
  });
});

ponder.on('RentalAgreement:RentalBooked', async ({ event, context }) => {
  const { rentalId, lender, toolId, startTime, endTime, paymentToken: token } = event.args;
  await context.db.update(rental, { id: rentalId }).set({ startTime, endTime, paymentToken: token });
  await context.db.insert(booking).values({ rentalId, lender, toolId, startTime, endTime, paymentToken: token });
});

ponder.on('RentalAgreement:RentalActivated', async ({ event, context }) => {
  const { rentalId, startTime, endTime } = event.args;
  await context.db.update(rental, { id: rentalId }).set({
    state: RENTAL_STATE.RENTAL_ACTIVE,
    startTime,
    endTime,
    pickedUpAt: event.block.timestamp,
    updatedBlock: event.block.number,
  });
});

ponder.on('RentalAgreement:ToolReturned', async ({ event, context }) => {
  const { rentalId, returnedAt } = event.args;
  // A tool handed back during a dispute leaves the rental in DISPUTE_OPENED (markToolReturned).
  await context.db.update(rental, { id: rentalId }).set((row) => ({
    state: row.state === RENTAL_STATE.DISPUTE_OPENED ? row.state : RENTAL_STATE.TOOL_RETURNED,
    returnedAt,
    updatedBlock: event.block.number,
  }));
});

ponder.on('RentalAgreement:ToolReceived', async ({ event, context }) => {
  await context.db.update(rental, { id: event.args.rentalId }).set({
    state: RENTAL_STATE.INSPECTION_PERIOD,
    receivedAt: event.block.timestamp,
    updatedBlock: event.block.number,
  });
});

ponder.on('RentalAgreement:InspectionCompleted', async ({ event, context }) => {
  await context.db.update(rental, { id: event.args.rentalId }).set({
    inspectionApproved: event.args.approved,
    updatedBlock: event.block.number,
  });
});

ponder.on('RentalAgreement:DisputeFiled', async ({ event, context }) => {
  const { rentalId, filer, reason } = event.args;
  await context.db.update(rental, { id: rentalId }).set({
    state: RENTAL_STATE.DISPUTE_OPENED,
    disputedAt: event.block.timestamp,
    disputedBy: filer,
    disputeReason: reason,
    updatedBlock: event.block.number,
  });
});

ponder.on('RentalAgreement:Evidence', async ({ event, context }) => {
  const { rentalId, party, evidenceURI } = event.args;
  await context.db.insert(evidence).values({
    id: logId(event),
    rentalId,
    party,
    evidenceUri: evidenceURI,
    submittedAt: event.block.timestamp,
  });
});

ponder.on('RentalAgreement:DisputeResolved', async ({ event, context }) => {
  const { rentalId, lenderShareBps, resolutionDetails } = event.args;
  await context.db.update(rental, { id: rentalId }).set({
    state: RENTAL_STATE.RESOLUTION_REACHED,
    resolvedAt: event.block.timestamp,
    lenderShareBps,
    resolutionDetails,
    updatedBlock: event.block.number,
  });
});

ponder.on('RentalAgreement:CollateralReleased', async ({ event, context }) => {
  const { rentalId, recipient, amount } = event.args;
  const credited = await context.db.update(rental, { id: rentalId }).set((row) =>
    // The contract never lets a lender borrow their own tool, so the recipient is one party or the other.
    recipient.toLowerCase() === row.lender.toLowerCase()
      ? { paidToLender: row.paidToLender + amount }
      : { paidToBorrower: row.paidToBorrower + amount },
  );
  await context.db.insert(payment).values({
    id: logId(event),
    kind: 'credit',
    rentalId,
    account: recipient,
    token: credited.paymentToken ?? ETH_PAYMENT_TOKEN,
    amount,
    timestamp: event.block.timestamp,
  });
});

ponder.on('RentalAgreement:TransactionCompleted', async ({ event, context }) => {
  const { rentalId } = event.args;
  await context.db.update(rental, { id: rentalId }).set({
    state: RENTAL_STATE.TRANSACTION_COMPLETED,
    completedAt: event.block.timestamp,
    updatedBlock: event.block.number,
  });
  await context.db.delete(booking, { rentalId });
});

ponder.on('RentalAgreement:RentalCancelled', async ({ event, context }) => {
  const { rentalId, cancelledBy } = event.args;
  await context.db.update(rental, { id: rentalId }).set({
    state: RENTAL_STATE.RENTAL_CANCELLED,
    cancelledAt: event.block.timestamp,
    cancelledBy,
    updatedBlock: event.block.number,
  });
  // A rental cancelled before its deposit had no range; a paid one frees its range.
  await context.db.delete(booking, { rentalId });
});

/** A withdrawal's row in payment: Withdrawal pays out ETH, TokenWithdrawal the token it names. */
const withdrawal = (
  event: Event<'RentalAgreement:Withdrawal'> | Event<'RentalAgreement:TokenWithdrawal'>,
  token: `0x${string}`,
) => ({
  id: logId(event),
  kind: 'withdrawal',
  account: event.args.account,
  token,
  amount: event.args.amount,
  timestamp: event.block.timestamp,
});

ponder.on('RentalAgreement:Withdrawal', async ({ event, context }) => {
  await context.db.insert(payment).values(withdrawal(event, ETH_PAYMENT_TOKEN));
});

ponder.on('RentalAgreement:TokenWithdrawal', async ({ event, context }) => {
  await context.db.insert(payment).values(withdrawal(event, event.args.token));
});

ponder.on('RentalAgreement:PaymentTokenSet', async ({ event, context }) => {
  const { token, accepted } = event.args;
  await context.db
    .insert(paymentToken)
    .values({ token, accepted, updatedAt: event.block.timestamp })
    .onConflictDoUpdate({ accepted, updatedAt: event.block.timestamp });
});

ponder.on('RentalAgreement:DisputeAdminScheduled', async ({ event, context }) => {
  const chainId = context.chain.id;
  const office = appoint(
    (await context.db.find(disputeAdminOffice, { chainId })) ?? undefined,
    event.args.admin,
    event.args.effectiveAt,
    event.block.timestamp,
  );
  await context.db
    .insert(disputeAdminOffice)
    .values({ chainId, ...office })
    .onConflictDoUpdate(office);
  await context.db.insert(disputeAdmin).values({
    id: logId(event),
    admin: event.args.admin,
    effectiveAt: event.args.effectiveAt,
    scheduledAt: event.block.timestamp,
    blockNumber: event.block.number,
  });
});

ponder.on('RentalAgreement:SignedOffersCancelled', async ({ event, context }) => {
  const { lender, toolId, newNonce } = event.args;
  await context.db
    .insert(offerNonce)
    .values({ lender, toolId, nonce: newNonce, updatedAt: event.block.timestamp })
    .onConflictDoUpdate({ nonce: newNonce, updatedAt: event.block.timestamp });
});
