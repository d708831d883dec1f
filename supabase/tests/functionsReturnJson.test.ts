import { describe, expect, it } from 'vitest';
import { actingAs, ANON, errorCodeOf, signedIn } from './support/actors';
import { ALICE, ALICE_DRILL, BOB, CAROL, linkWallets, seedPeopleAndListings } from './support/marketplaceFixture';
import { migratedDatabaseForTests } from './support/migratedDatabase';
import { CRAFTED_PATTERN, patternFilters, scalarCall } from './support/postgrestCalls';

// public_profiles, profile_names_by_wallet, conversation_summaries and start_conversation return
// one json value (20261128001100_functions_return_json.sql; docs/supabase.md, "How reads are
// exposed"): `POST /rpc/public_profiles?bio=match.(.*a){8}` ran a pattern over each row the function
// returned; as the SQL PostgREST runs now, there is no column to put it on. That each function
// still answers what it did is checked where it was before (conversations, profileDetails, users,
// profileNamesByWallet tests), through support/rowsOfJsonReads.ts.

const DRILL_CHAT = '4d000000-0000-4000-8000-000000000001';

const database = migratedDatabaseForTests('functions_return_json', async (pool) => {
  await seedPeopleAndListings(pool);
  await linkWallets(pool);
  await pool.query('insert into public.conversations (id, tool_id, lender_id, borrower_id) values ($1, $2, $3, $4)', [
    DRILL_CHAT,
    ALICE_DRILL,
    ALICE.id,
    BOB.id,
  ]);
  await pool.query(
    `insert into public.messages (conversation_id, sender_id, content) values ($1, $2, 'Is it free on Saturday?')`,
    [DRILL_CHAT, BOB.id],
  );
});

/** Each function, called as a party of the drill conversation could, with the columns its rows had. */
const CALLS = [
  {
    name: 'public_profiles',
    call: `public.public_profiles(array['${ALICE.id}', '${BOB.id}']::uuid[])`,
    returns: 'json[]',
    columns: ['display_name', 'wallet_address', 'bio', 'location'],
  },
  {
    name: 'profile_names_by_wallet',
    call: `public.profile_names_by_wallet(array['0x70997970c51812dc3a010c7d01b50e0d17dc79c8']::text[])`,
    returns: 'json[]',
    columns: ['display_name', 'wallet_address'],
  },
  {
    name: 'conversation_summaries',
    call: 'public.conversation_summaries()',
    returns: 'json[]',
    columns: ['tool_name', 'tool_photo_path', 'last_message'],
  },
  {
    name: 'start_conversation',
    call: `public.start_conversation('${ALICE_DRILL}', 'Or Sunday?')`,
    returns: 'json',
    columns: ['content'],
  },
];

const UNDEFINED_COLUMN = '42703';
const UNDEFINED_FUNCTION = '42883';

describe.each(CALLS)('$name', ({ name, call, returns, columns }) => {
  it(`returns one ${returns} value, not rows`, async () => {
    const { rows } = await database().query<{ returns: string; retset: boolean }>(
      `select format_type(prorettype, null) as returns, proretset as retset from pg_proc
       where oid = $1::regproc`,
      [`public.${name}`],
    );
    expect(rows).toEqual([{ returns, retset: false }]);
  });

  it('leaves a caller no column to filter, and no pattern, full-text or JSON-path filter on its value', async () => {
    await actingAs(database(), signedIn(BOB.id), async (db) => {
      // The call works as PostgREST makes it, and returns something to filter.
      const { rows } = await db.query<{ pgrst_scalar: unknown }>(scalarCall(call));
      expect(rows).toHaveLength(1);
      expect(rows[0].pgrst_scalar).not.toBeNull();
      // ?<column>=match.… : PostgREST puts the filter on pgrst_call.<column>, which does not exist.
      for (const column of columns) {
        for (const condition of patternFilters(`pgrst_call.${column}`)) {
          expect(await errorCodeOf(db, scalarCall(call, `where ${condition}`)), condition).toBe(UNDEFINED_COLUMN);
        }
      }
      // ?pgrst_scalar=match.…: no pattern operator for json or json[]. Full text and a JSON path
      // (pgrst_scalar->0->>…) have none for json[] either; for one json object (start_conversation's
      // message, which the caller has just sent) they exist, and run over that one message of at
      // most 2,000 characters, no more.
      const [fullText, ...patterns] = patternFilters('pgrst_call.pgrst_scalar').reverse();
      for (const condition of patterns) {
        expect(await errorCodeOf(db, scalarCall(call, `where ${condition}`)), condition).toBe(UNDEFINED_FUNCTION);
      }
      const path = `pgrst_call.pgrst_scalar${returns === 'json[]' ? '->0' : ''}->>'${columns[0]}' ~ '${CRAFTED_PATTERN}'`;
      for (const condition of [fullText, path]) {
        expect(await errorCodeOf(db, scalarCall(call, `where ${condition}`)), condition).toBe(
          returns === 'json' ? null : UNDEFINED_FUNCTION,
        );
      }
    });
  });
});

describe('who may call them (unchanged)', () => {
  it('lets the anonymous role read profiles and names, not conversations, and start none', async () => {
    await actingAs(database(), ANON, async (db) => {
      for (const { call } of CALLS.slice(0, 2)) expect(await errorCodeOf(db, scalarCall(call)), call).toBeNull();
      for (const { call } of CALLS.slice(2)) expect(await errorCodeOf(db, scalarCall(call)), call).toBe('42501');
    });
  });

  it('keeps conversation_summaries to the caller’s own conversations', async () => {
    await actingAs(database(), signedIn(CAROL.id), async (db) => {
      const { rows } = await db.query<{ pgrst_scalar: unknown[] }>(scalarCall(CALLS[2].call));
      expect(rows[0].pgrst_scalar).toEqual([]);
    });
  });
});
