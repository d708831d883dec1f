// The SQL the app sends to the index (indexer/ponder.schema.ts), one request per question. Each starts from
// `indexed_contract`: a read answers no rows at all when the index follows another contract, and one row
// (the rest null) when it follows this one and has nothing to say. So the check costs no request of its
// own. Ponder's SQL over HTTP allows joins, subqueries in FROM and json_agg, not scalar subqueries.
// $1 and $2 are always the deployment's chain id and lower-case address.

/** The columns of a rental read, in the order of the SELECT (snake_case, as the index's SQL answers). */
export const RENTAL_COLUMNS = [
  'id',
  'lender',
  'borrower',
  'tool_id',
  'state',
  'rental_rate',
  'collateral_amount',
  'inspection_period',
  'rental_duration',
  'payment_token',
  'start_time',
  'end_time',
  'created_at',
  'picked_up_at',
  'returned_at',
  'received_at',
  'dispute_admin',
  'disputed_at',
  'disputed_by',
  'dispute_reason',
  'resolved_at',
  'lender_share_bps',
  'resolution_details',
  'completed_at',
  'cancelled_at',
  'cancelled_by',
  'paid_to_lender',
  'paid_to_borrower',
] as const;

/** The column saying the index follows the deployment: present (non-null) on every row of a read. */
export const FOLLOWS_COLUMN = 'follows';

const FROM_INDEXED_CONTRACT = `FROM indexed_contract c`;
const OF_THE_DEPLOYMENT = `WHERE c.chain_id = $1 AND c.address = $2`;

/** The states a dispute admin acts on: an open dispute to rule, a ruling to finalize. */
const JUDGED_STATES = `('DISPUTE_OPENED', 'RESOLUTION_REACHED')`;
/** The states of a rental not yet settled (neither completed nor cancelled). */
export const LIVE_STATES = [
  'AWAITING_COLLATERAL',
  'COLLATERAL_DEPOSITED',
  'RENTAL_ACTIVE',
  'TOOL_RETURNED',
  'INSPECTION_PERIOD',
  'DISPUTE_OPENED',
  'RESOLUTION_REACHED',
] as const;

/**
 * The connected account's ($3) rentals as lender or borrower and the disputes it rules as their
 * dispute admin, newest first, each with its evidence (json [party, uri, unix seconds], in log order;
 * the log id is block-logIndex, so within a block the shorter id comes first): My Rentals.
 */
export const ACCOUNT_RENTALS_SQL = [
  `SELECT c.chain_id AS ${FOLLOWS_COLUMN}, ${RENTAL_COLUMNS.map((column) => `r.${column}`).join(', ')},`,
  `json_agg(json_build_array(e.party, e.evidence_uri, e.submitted_at) ORDER BY e.submitted_at, length(e.id), e.id) FILTER (WHERE e.id IS NOT NULL) AS evidence`,
  FROM_INDEXED_CONTRACT,
  `LEFT JOIN rental r ON r.lender = $3 OR r.borrower = $3 OR (r.dispute_admin = $3 AND r.state IN ${JUDGED_STATES})`,
  `LEFT JOIN evidence e ON e.rental_id = r.id`,
  OF_THE_DEPLOYMENT,
  `GROUP BY c.chain_id, r.id`,
  `ORDER BY r.created_at DESC, r.id DESC`,
].join(' ');

/**
 * The states a rental reaches only once its tool was picked up (chain/rentalStates.ts PICKED_UP_STATES,
 * spelled out: bench:index imports this module and cannot load the chain feature; a test holds them equal).
 */
export const PICKED_UP_STATES = [
  'RENTAL_ACTIVE',
  'TOOL_RETURNED',
  'INSPECTION_PERIOD',
  'DISPUTE_OPENED',
  'RESOLUTION_REACHED',
  'TRANSACTION_COMPLETED',
] as const;

/** How many of a party's newest completed rentals as borrower a profile lists (reading/partySummary.ts). */
export const BORROWED_LISTED = 24;

/** A rental as one json array of its RENTAL_COLUMNS, each as text (json numbers would round wei amounts). */
const RENTAL_AS_JSON_ARRAY = `json_build_array(${RENTAL_COLUMNS.map((column) => `${column}::text`).join(', ')})`;
const SECONDS_PER_DAY = 86_400;

/**
 * A public profile's summary of the party $3 (reading/partySummary.ts, summarizePartyRentals, says the same
 * of rentals), in one row whatever their history's length: the record's counts, the times each of their
 * tools was picked up (json [tool_id, count]), and the rentals listed one by one (json arrays of
 * RENTAL_COLUMNS): every disputed one, and the newest BORROWED_LISTED completed as borrower. The party's
 * rentals are read once (`p`); the SQL is kept short, as Ponder parses each request's SQL to check it.
 */
export const PARTY_SUMMARY_SQL = [
  `WITH p AS (SELECT * FROM rental WHERE lender = $3 OR borrower = $3)`,
  `SELECT c.chain_id AS ${FOLLOWS_COLUMN}, s.completed_as_lender, s.completed_as_borrower, s.returns_on_time,`,
  `s.returns_late, s.late_days_total, t.times_rented, l.listed`,
  FROM_INDEXED_CONTRACT,
  `LEFT JOIN (SELECT`,
  `count(*) FILTER (WHERE state = 'TRANSACTION_COMPLETED' AND lender = $3) AS completed_as_lender,`,
  `count(*) FILTER (WHERE state = 'TRANSACTION_COMPLETED' AND borrower = $3) AS completed_as_borrower,`,
  `count(*) FILTER (WHERE borrower = $3 AND returned_at <= end_time) AS returns_on_time,`,
  `count(*) FILTER (WHERE borrower = $3 AND returned_at > end_time) AS returns_late,`,
  // Each started day late (rules/rentalRules.ts lateDays).
  `coalesce(sum(ceil((returned_at - end_time) / ${SECONDS_PER_DAY}.0)) FILTER (WHERE borrower = $3 AND returned_at > end_time), 0) AS late_days_total`,
  `FROM p) s ON true`,
  `LEFT JOIN (SELECT json_agg(json_build_array(tool_id, rented)) AS times_rented FROM (`,
  `SELECT tool_id, count(*) AS rented FROM p`,
  `WHERE lender = $3 AND state IN (${PICKED_UP_STATES.map((state) => `'${state}'`).join(', ')}) GROUP BY tool_id) x) t ON true`,
  `LEFT JOIN (SELECT json_agg(${RENTAL_AS_JSON_ARRAY}) AS listed FROM (`,
  `SELECT * FROM p WHERE disputed_at IS NOT NULL UNION SELECT * FROM (`,
  `SELECT * FROM p WHERE borrower = $3 AND state = 'TRANSACTION_COMPLETED'`,
  `ORDER BY coalesce(start_time, created_at) DESC, id DESC LIMIT ${BORROWED_LISTED}) b) y) l ON true`,
  OF_THE_DEPLOYMENT,
].join(' ');

/** The live booked ranges of lender $3's tool $4 (the index deletes a booking when its rental settles), earliest first. */
export const BOOKINGS_OF_TOOL_SQL = [
  `SELECT c.chain_id AS ${FOLLOWS_COLUMN}, b.start_time, b.end_time`,
  FROM_INDEXED_CONTRACT,
  `LEFT JOIN booking b ON b.lender = $3 AND b.tool_id = $4`,
  OF_THE_DEPLOYMENT,
  `ORDER BY b.start_time`,
].join(' ');

/**
 * Every tool (lender, tool id) with a rental not yet settled: whether one is an open offer, and the
 * earliest start of those paid for (a booking holds its tool from its pickup window on: the caller
 * decides with its clock).
 */
export const UNSETTLED_TOOLS_SQL = [
  `SELECT c.chain_id AS ${FOLLOWS_COLUMN}, r.lender, r.tool_id,`,
  `max(CASE WHEN r.state = 'AWAITING_COLLATERAL' THEN 1 ELSE 0 END) AS offered,`,
  `min(CASE WHEN r.state = 'AWAITING_COLLATERAL' THEN NULL ELSE r.start_time END) AS first_booked_start`,
  FROM_INDEXED_CONTRACT,
  `LEFT JOIN rental r ON r.state IN (${LIVE_STATES.map((state) => `'${state}'`).join(', ')})`,
  OF_THE_DEPLOYMENT,
  `GROUP BY c.chain_id, r.lender, r.tool_id`,
].join(' ');
