import { seedPeopleAndListings } from './support/marketplaceFixture';
import { describeListingSetting } from './support/listingSetting';
import { migratedDatabaseForTests } from './support/migratedDatabase';

// A listing's inspection period (20261128001000_tool_inspection_period.sql): whole days, 1 to 30 as
// the contract accepts, one day unless the owner names another, set only by the owner, and read
// through the read functions (private.listing_document), as the app reads a listing.

describeListingSetting(migratedDatabaseForTests('tool_inspection_period', seedPeopleAndListings), {
  what: 'inspection period',
  column: 'inspection_period_days',
  constraint: 'tools_inspection_period_days_range',
  initial: 1,
  atListing: 7,
  inEdits: [1, 2, 29, 30],
  refused: [0, -1, 31, 365],
});
