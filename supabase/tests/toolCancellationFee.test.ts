import { seedPeopleAndListings } from './support/marketplaceFixture';
import { describeListingSetting } from './support/listingSetting';
import { migratedDatabaseForTests } from './support/migratedDatabase';

// A listing's cancellation fee (20261128000700_tool_cancellation_fee.sql): basis points of the rent,
// 0 to 5,000 as the contract accepts, none unless the owner names one, set only by the owner. Members
// read a listing through the read functions (20261128000800_read_without_patterns.sql), as the app does.

describeListingSetting(migratedDatabaseForTests('tool_cancellation_fee', seedPeopleAndListings), {
  what: 'cancellation fee',
  column: 'cancellation_fee_bps',
  constraint: 'tools_cancellation_fee_bps_range',
  initial: 0,
  atListing: 1000,
  inEdits: [0, 1, 4999, 5000],
  refused: [-1, 5001, 10000],
});
