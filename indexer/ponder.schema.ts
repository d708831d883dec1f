// The index's tables: what the RentalAgreement contract's events say, one row per thing a page asks about.
// Amounts are in the rental's payment token (wei for ETH); times are unix seconds; addresses are
// lower-case hex (Ponder's `hex` columns). Ponder keeps each table reorg-safe: a row written by a
// block that leaves the canonical chain is put back as it was.
import { index, onchainTable, primaryKey } from 'ponder';

/** Every rental, from its RentalCreated to its last event. */
export const rental = onchainTable(
  'rental',
  (t) => ({
    id: t.bigint().primaryKey(),
    lender: t.hex().notNull(),
    borrower: t.hex(),
    toolId: t.hex().notNull(),
    /** IRentalAgreement.RentalState's name, e.g. 'TRANSACTION_COMPLETED'. */
    state: t.text().notNull(),
    rentalRate: t.bigint().notNull(),
    collateralAmount: t.bigint().notNull(),
    /** Seconds the lender has to inspect the returned tool: set by the offer, carried by no event (taken from the creating call). */
    inspectionPeriod: t.bigint().notNull(),
    /** Days booked; null until the deposit. */
    rentalDuration: t.bigint(),
    /** What the borrower paid into escrow (rent plus collateral). */
    depositAmount: t.bigint(),
    /** The ERC-20 the rental is paid in; the zero address for ETH; null until the deposit. */
    paymentToken: t.hex(),
    /** The booked range [startTime, endTime). */
    startTime: t.bigint(),
    endTime: t.bigint(),
    createdAt: t.bigint().notNull(),
    createdBlock: t.bigint().notNull(),
    depositedAt: t.bigint(),
    pickedUpAt: t.bigint(),
    returnedAt: t.bigint(),
    receivedAt: t.bigint(),
    /** The inspection's outcome: true approved (or timed out), false rejected by a dispute. */
    inspectionApproved: t.boolean(),
    /** Who rules its dispute: the admin in office at its deposit, for good (contract v4); null before the deposit. */
    disputeAdmin: t.hex(),
    disputedAt: t.bigint(),
    disputedBy: t.hex(),
    disputeReason: t.text(),
    resolvedAt: t.bigint(),
    lenderShareBps: t.integer(),
    resolutionDetails: t.text(),
    completedAt: t.bigint(),
    cancelledAt: t.bigint(),
    cancelledBy: t.hex(),
    /** Escrow credited to each party (CollateralReleased), summed. */
    paidToLender: t.bigint().notNull().default(0n),
    paidToBorrower: t.bigint().notNull().default(0n),
    /** The block of the rental's latest event. */
    updatedBlock: t.bigint().notNull(),
  }),
  (table) => ({
    lenderIndex: index().on(table.lender, table.id),
    borrowerIndex: index().on(table.borrower, table.id),
    toolIndex: index().on(table.toolId),
    // A dispute admin's list: the disputes it rules.
    disputeAdminIndex: index().on(table.disputeAdmin, table.state),
    // Every tool's open offer or rental under way (the catalogue's availability): the rentals not closed.
    stateIndex: index().on(table.state, table.lender, table.toolId),
  }),
);

/** A tool's live booked ranges: written by RentalBooked, deleted when the rental completes or is cancelled. */
export const booking = onchainTable(
  'booking',
  (t) => ({
    rentalId: t.bigint().primaryKey(),
    lender: t.hex().notNull(),
    toolId: t.hex().notNull(),
    startTime: t.bigint().notNull(),
    endTime: t.bigint().notNull(),
    paymentToken: t.hex().notNull(),
  }),
  (table) => ({
    toolIndex: index().on(table.lender, table.toolId, table.startTime),
  }),
);

/** The nonce each lender's next signed offer for a tool must carry (SignedOffersCancelled). */
export const offerNonce = onchainTable(
  'offer_nonce',
  (t) => ({
    lender: t.hex().notNull(),
    toolId: t.hex().notNull(),
    nonce: t.bigint().notNull(),
    updatedAt: t.bigint().notNull(),
  }),
  (table) => ({ pk: primaryKey({ columns: [table.lender, table.toolId] }) }),
);

/** Every dispute admin appointment (DisputeAdminScheduled), the deployer's included. */
export const disputeAdmin = onchainTable(
  'dispute_admin',
  (t) => ({
    id: t.text().primaryKey(),
    admin: t.hex().notNull(),
    effectiveAt: t.bigint().notNull(),
    scheduledAt: t.bigint().notNull(),
    blockNumber: t.bigint().notNull(),
  }),
  (table) => ({ effectiveIndex: index().on(table.effectiveAt) }),
);

/**
 * The contract's dispute admin office (one row per chain), replayed from DisputeAdminScheduled as the
 * contract keeps it (src/disputeAdminOffice.ts): a deposit's judge is read here, not from the chain.
 */
export const disputeAdminOffice = onchainTable('dispute_admin_office', (t) => ({
  chainId: t.integer().primaryKey(),
  latestAdmin: t.hex().notNull(),
  latestEffectiveAt: t.bigint().notNull(),
  previousAdmin: t.hex().notNull(),
}));

/** Evidence recorded by a party (ERC-1497 style): kept only in the event, so kept here. */
export const evidence = onchainTable(
  'evidence',
  (t) => ({
    id: t.text().primaryKey(),
    rentalId: t.bigint().notNull(),
    party: t.hex().notNull(),
    evidenceUri: t.text().notNull(),
    submittedAt: t.bigint().notNull(),
  }),
  (table) => ({ rentalIndex: index().on(table.rentalId) }),
);

/** Each escrow credit (CollateralReleased) and each withdrawal (Withdrawal, TokenWithdrawal). */
export const payment = onchainTable(
  'payment',
  (t) => ({
    id: t.text().primaryKey(),
    /** 'credit' or 'withdrawal'. */
    kind: t.text().notNull(),
    /** The rental a credit came from; null for a withdrawal. */
    rentalId: t.bigint(),
    account: t.hex().notNull(),
    /** The token; the zero address for ETH (a credit's token is its rental's). */
    token: t.hex().notNull(),
    amount: t.bigint().notNull(),
    timestamp: t.bigint().notNull(),
  }),
  (table) => ({ accountIndex: index().on(table.account) }),
);

/** The ERC-20 tokens the owner accepted or stopped accepting (PaymentTokenSet). */
export const paymentToken = onchainTable('payment_token', (t) => ({
  token: t.hex().primaryKey(),
  accepted: t.boolean().notNull(),
  updatedAt: t.bigint().notNull(),
}));

/**
 * The contract this index follows, written once at start (the setup handler): the database's rules
 * (supabase/migrations) check a review's chain and contract against it.
 */
export const indexedContract = onchainTable('indexed_contract', (t) => ({
  chainId: t.integer().primaryKey(),
  address: t.hex().notNull(),
  startBlock: t.bigint().notNull(),
}));
