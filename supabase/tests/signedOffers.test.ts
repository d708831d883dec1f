import { Wallet } from 'ethers';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ETH_PAYMENT_TOKEN,
  rentalOfferDomain,
  signRentalOffer,
  type RentalOfferTerms,
} from '@toolshare/contract/signedRentalOffer';
import { toolIdToBytes32 } from '@toolshare/contract/toolId';
import {
  actingAs,
  ANON,
  becomeActor,
  CHECK_VIOLATION,
  INSUFFICIENT_PRIVILEGE,
  refusalOf,
  SERVICE_ROLE,
  signedIn,
} from './support/actors';
import { ALICE, ALICE_DRILL, BOB, BOB_TRIMMER, CAROL, seedPeopleAndListings } from './support/marketplaceFixture';
import { createMigratedDatabase, databaseUrl } from './support/migratedDatabase';
import { raceInTransactions } from './support/racingTransactions';

// Signed rental offers in Supabase (docs/supabase.md): everyone reads them; only a listing's owner
// writes them, for the wallet linked to their account; the terms are exact to the wei.

const CHAIN_ID = 31337;
const CONTRACT = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const CAROL_SAW = '3c000000-0000-4000-8000-000000000003';
const UINT256_LIMIT = 2n ** 256n;
/** A dollar token's address (version 4 offers may be paid in an accepted ERC-20). */
const TOKEN = '0x9fe46736679d2d9a65f0992f3272de9f3c7fa6e0';

const aliceWallet = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const bobWallet = new Wallet('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdcab365');
const carolWallet = new Wallet('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6');
const linked = (wallet: Wallet) => wallet.address.toLowerCase();

/** A row of public.signed_rental_offers, amounts as the decimal text the app sends. */
interface OfferRow {
  listing_id: string;
  chain_id: number;
  contract_address: string;
  lender: string;
  tool_id: string;
  payment_token: string;
  rental_rate: string;
  collateral_amount: string;
  inspection_period_duration: string;
  cancellation_fee_bps: number;
  nonce: string;
  expiry: string;
  signature: string;
}

const AMOUNT_COLUMNS = ['rental_rate', 'collateral_amount', 'inspection_period_duration', 'nonce', 'expiry'] as const;
const OFFER_COLUMNS = [
  'listing_id',
  'chain_id',
  'contract_address',
  'lender',
  'tool_id',
  'payment_token',
  ...AMOUNT_COLUMNS,
  'cancellation_fee_bps',
  'signature',
] as const;

/** Alice's drill offered on the local chain, signed by `signer` (the lender) for real. */
async function signedOffer(
  listingId: string,
  signer: Wallet,
  changes: Partial<RentalOfferTerms> = {},
): Promise<OfferRow> {
  const terms: RentalOfferTerms = {
    lender: signer.address,
    toolId: toolIdToBytes32(listingId),
    paymentToken: ETH_PAYMENT_TOKEN,
    rentalRate: 10_000_000_000_000_000n,
    collateralAmount: 500_000_000_000_000_000n,
    inspectionPeriodDuration: 86_400n,
    cancellationFeeBps: 0n,
    nonce: 0n,
    expiry: 1_800_000_000n,
    ...changes,
  };
  const signature = await signRentalOffer(signer, rentalOfferDomain(BigInt(CHAIN_ID), CONTRACT), terms);
  return {
    listing_id: listingId,
    chain_id: CHAIN_ID,
    contract_address: CONTRACT,
    lender: terms.lender.toLowerCase(),
    tool_id: terms.toolId,
    payment_token: terms.paymentToken.toLowerCase(),
    rental_rate: terms.rentalRate.toString(),
    collateral_amount: terms.collateralAmount.toString(),
    inspection_period_duration: terms.inspectionPeriodDuration.toString(),
    cancellation_fee_bps: Number(terms.cancellationFeeBps),
    nonce: terms.nonce.toString(),
    expiry: terms.expiry.toString(),
    signature,
  };
}

const placeholders = OFFER_COLUMNS.map((_, index) => `$${index + 1}`).join(', ');
const valuesOf = (offer: OfferRow) => OFFER_COLUMNS.map((column) => offer[column]);

/** A plain insert of `offer`. */
const insertOffer = (offer: OfferRow) => ({
  sql: `insert into public.signed_rental_offers (${OFFER_COLUMNS.join(', ')}) values (${placeholders})`,
  params: valuesOf(offer),
});

/** Save-or-replace as PostgREST's upsert (on_conflict, merge-duplicates) sends it: every column set again. */
const upsertOffer = (offer: OfferRow) => ({
  sql: `insert into public.signed_rental_offers (${OFFER_COLUMNS.join(', ')}) values (${placeholders})
        on conflict (listing_id, chain_id, contract_address)
        do update set ${OFFER_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ')}`,
  params: valuesOf(offer),
});

let pool: pg.Pool | undefined;
let aliceOffer: OfferRow;

function database(): pg.Pool {
  if (!pool) throw new Error('The test database was not created');
  return pool;
}

type StoredOffer = Pick<OfferRow, 'lender' | (typeof AMOUNT_COLUMNS)[number] | 'signature'>;

/** The offers of `listingId` on CHAIN_ID and CONTRACT, amounts as text, as the app reads them (signed_offers_of_listings). */
async function storedOffers(db: pg.ClientBase | pg.Pool, listingId: string): Promise<StoredOffer[]> {
  const { rows } = await db.query<{ offers: OfferRow[] }>(
    'select public.signed_offers_of_listings($1::uuid[], $2, $3) as offers',
    [[listingId], CHAIN_ID, CONTRACT],
  );
  return rows[0].offers.map((offer) => ({
    lender: offer.lender,
    ...Object.fromEntries(AMOUNT_COLUMNS.map((column) => [column, offer[column]])),
    signature: offer.signature,
  })) as StoredOffer[];
}

beforeAll(async () => {
  pool = await createMigratedDatabase('signed_offers');
  await seedPeopleAndListings(database());
  // Wallets are linked by the link-wallet function (service role) after a signature check; Carol has none.
  await database().query('update public.users set wallet_address = $2 where id = $1', [ALICE.id, linked(aliceWallet)]);
  await database().query('update public.users set wallet_address = $2 where id = $1', [BOB.id, linked(bobWallet)]);
  await database().query(
    `insert into public.tools (id, owner_id, name, description, category, location, rental_rate, collateral_required)
     values ($1, $2, 'Jigsaw', 'Pendulum jigsaw with three blades.', 'power tools', 'York', 0.01, 0.2)`,
    [CAROL_SAW, CAROL.id],
  );
  aliceOffer = await signedOffer(ALICE_DRILL, aliceWallet);
  const { sql, params } = insertOffer(await signedOffer(BOB_TRIMMER, bobWallet));
  await database().query(sql, params);
});

afterAll(async () => {
  await pool?.end();
});

describe('reading signed offers', () => {
  it('lets the anonymous role and every signed-in user read every offer, amounts exact', async () => {
    const bobOffer = await signedOffer(BOB_TRIMMER, bobWallet);
    for (const actor of [ANON, signedIn(ALICE.id), signedIn(CAROL.id)]) {
      await actingAs(database(), actor, async (db) => {
        expect(await storedOffers(db, BOB_TRIMMER)).toEqual([
          {
            lender: linked(bobWallet),
            rental_rate: '10000000000000000',
            collateral_amount: '500000000000000000',
            inspection_period_duration: '86400',
            nonce: '0',
            expiry: '1800000000',
            signature: bobOffer.signature,
          },
        ]);
      });
    }
  });
});

describe('an owner saving an offer for their linked wallet', () => {
  it('saves it, replaces it for the same chain and contract, and deletes it', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const first = insertOffer(aliceOffer);
      expect(await refusalOf(db, first.sql, first.params)).toBeNull();
      expect(await storedOffers(db, ALICE_DRILL)).toEqual([
        expect.objectContaining({ nonce: '0', signature: aliceOffer.signature }),
      ]);

      const renewed = await signedOffer(ALICE_DRILL, aliceWallet, { nonce: 1n, rentalRate: 20_000_000_000_000_000n });
      const replace = upsertOffer(renewed);
      expect(await refusalOf(db, replace.sql, replace.params)).toBeNull();
      expect(await storedOffers(db, ALICE_DRILL)).toEqual([
        expect.objectContaining({ nonce: '1', rental_rate: '20000000000000000', signature: renewed.signature }),
      ]);

      const { rowCount } = await db.query('delete from public.signed_rental_offers where listing_id = $1', [
        ALICE_DRILL,
      ]);
      expect(rowCount).toBe(1);
      expect(await storedOffers(db, ALICE_DRILL)).toEqual([]);
    });
  });

  it('keeps the token an offer is paid in and its cancellation fee, up to half the rent', async () => {
    const offer = await signedOffer(ALICE_DRILL, aliceWallet, { paymentToken: TOKEN, cancellationFeeBps: 5000n });
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const { sql, params } = upsertOffer(offer);
      await db.query(sql, params);
      const { rows } = await db.query<Pick<OfferRow, 'payment_token' | 'cancellation_fee_bps'>>(
        'select payment_token, cancellation_fee_bps from public.signed_rental_offers where listing_id = $1',
        [ALICE_DRILL],
      );
      expect(rows).toEqual([{ payment_token: TOKEN, cancellation_fee_bps: 5000 }]);
      await db.query('delete from public.signed_rental_offers where listing_id = $1', [ALICE_DRILL]);
    });
  });

  it('keeps an amount of 123456789012345678901234567890 wei, and 2^256 - 1, exactly', async () => {
    const huge = await signedOffer(ALICE_DRILL, aliceWallet, {
      rentalRate: 123456789012345678901234567890n,
      collateralAmount: UINT256_LIMIT - 1n,
    });
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const { sql, params } = insertOffer(huge);
      expect(await refusalOf(db, sql, params)).toBeNull();
      expect(await storedOffers(db, ALICE_DRILL)).toEqual([
        expect.objectContaining({
          rental_rate: '123456789012345678901234567890',
          collateral_amount: (UINT256_LIMIT - 1n).toString(),
        }),
      ]);
    });
  });

  it('keeps one offer per chain and contract, at most 5 per listing (replacing one does not count twice)', async () => {
    const quota = { code: CHECK_VIOLATION, constraint: 'signed_rental_offers_per_listing' };
    const onContract = (index: number) => ({
      ...aliceOffer,
      contract_address: `0x${index.toString(16).padStart(40, '0')}`,
    });
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      for (let index = 1; index <= 5; index++) {
        const { sql, params } = insertOffer(onContract(index));
        expect(await refusalOf(db, sql, params), `offer ${index}`).toBeNull();
      }
      const sixth = insertOffer(onContract(6));
      const refusal = await refusalOf(db, sixth.sql, sixth.params);
      expect(refusal).toMatchObject(quota);
      expect(refusal?.message).toBe(
        'A listing can have at most 5 signed offers (one per network and contract). Remove one to sign another.',
      );
      const again = upsertOffer({ ...onContract(5), nonce: '1' });
      expect(await refusalOf(db, again.sql, again.params)).toBeNull();
      const duplicate = insertOffer(onContract(5));
      expect((await refusalOf(db, duplicate.sql, duplicate.params))?.code).toBe('23505');
      // Another chain is another domain, so another offer: still within the 5.
      await db.query('delete from public.signed_rental_offers where contract_address = $1', [
        onContract(5).contract_address,
      ]);
      const otherChain = insertOffer({ ...onContract(1), chain_id: 11155111 });
      expect(await refusalOf(db, otherChain.sql, otherChain.params)).toBeNull();
    });
  });

  it('holds the 5 per listing when the saves of one owner race', async () => {
    const onContract = (index: number) => ({
      ...aliceOffer,
      contract_address: `0x${index.toString(16).padStart(40, 'c')}`,
    });
    for (const index of [1, 2, 3]) {
      const { sql, params } = insertOffer(onContract(index));
      await database().query(sql, params);
    }
    const racing = [4, 5, 6, 7].map((index) => ({ actor: signedIn(ALICE.id), ...insertOffer(onContract(index)) }));
    try {
      const outcomes = await raceInTransactions(databaseUrl('signed_offers'), racing);
      expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(2);
      expect(outcomes.filter((outcome) => outcome === CHECK_VIOLATION)).toHaveLength(2);
      const { rows } = await database().query('select 1 from public.signed_rental_offers where listing_id = $1', [
        ALICE_DRILL,
      ]);
      expect(rows).toHaveLength(5);
    } finally {
      await database().query('delete from public.signed_rental_offers where listing_id = $1', [ALICE_DRILL]);
    }
  });

  it('may still delete an offer whose lender is no longer their linked wallet, but not renew it for that wallet', async () => {
    const { sql, params } = insertOffer(aliceOffer);
    await actingAs(database(), SERVICE_ROLE, async (db) => {
      await db.query(sql, params);
      await db.query('update public.users set wallet_address = $2 where id = $1', [ALICE.id, linked(carolWallet)]);
      await becomeActor(db, signedIn(ALICE.id));
      const renew = upsertOffer({ ...aliceOffer, nonce: '1' });
      expect((await refusalOf(db, renew.sql, renew.params))?.code).toBe(INSUFFICIENT_PRIVILEGE);
      const { rowCount } = await db.query('delete from public.signed_rental_offers where listing_id = $1', [
        ALICE_DRILL,
      ]);
      expect(rowCount).toBe(1);
    });
  });

  it('goes with its listing when the listing is deleted', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const { sql, params } = insertOffer(aliceOffer);
      await db.query(sql, params);
      await db.query('delete from public.tools where id = $1', [ALICE_DRILL]);
      await becomeActor(db, SERVICE_ROLE);
      expect(await storedOffers(db, ALICE_DRILL)).toEqual([]);
    });
  });
});

describe('refused writes', () => {
  it("refuses another user saving an offer for someone else's listing, with their own wallet or the owner's", async () => {
    const withBobsWallet = await signedOffer(ALICE_DRILL, bobWallet);
    await actingAs(database(), signedIn(BOB.id), async (db) => {
      for (const offer of [withBobsWallet, aliceOffer]) {
        const { sql, params } = upsertOffer(offer);
        expect((await refusalOf(db, sql, params))?.code, offer.lender).toBe(INSUFFICIENT_PRIVILEGE);
      }
    });
  });

  it("leaves another user's stored offer as it is when someone else updates or deletes it", async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      const before = await storedOffers(db, BOB_TRIMMER);
      const { rowCount: updated } = await db.query(
        'update public.signed_rental_offers set rental_rate = 0, lender = $2 where listing_id = $1',
        [BOB_TRIMMER, linked(aliceWallet)],
      );
      const { rowCount: deleted } = await db.query('delete from public.signed_rental_offers where listing_id = $1', [
        BOB_TRIMMER,
      ]);
      expect([updated, deleted]).toEqual([0, 0]);
      const replace = upsertOffer({ ...aliceOffer, listing_id: BOB_TRIMMER, tool_id: toolIdToBytes32(BOB_TRIMMER) });
      expect((await refusalOf(db, replace.sql, replace.params))?.code).toBe(INSUFFICIENT_PRIVILEGE);
      expect(await storedOffers(db, BOB_TRIMMER)).toEqual(before);
    });
  });

  it('refuses an owner saving an offer for a wallet not linked to their account, or with no linked wallet', async () => {
    const forBobsWallet = upsertOffer(await signedOffer(ALICE_DRILL, bobWallet));
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      expect((await refusalOf(db, forBobsWallet.sql, forBobsWallet.params))?.code).toBe(INSUFFICIENT_PRIVILEGE);
    });
    const carolsOwn = upsertOffer(await signedOffer(CAROL_SAW, carolWallet));
    await actingAs(database(), signedIn(CAROL.id), async (db) => {
      expect((await refusalOf(db, carolsOwn.sql, carolsOwn.params))?.code).toBe(INSUFFICIENT_PRIVILEGE);
    });
  });

  it('refuses the anonymous role any write', async () => {
    await actingAs(database(), ANON, async (db) => {
      const { sql, params } = insertOffer(aliceOffer);
      expect((await refusalOf(db, sql, params))?.code).toBe(INSUFFICIENT_PRIVILEGE);
      expect((await refusalOf(db, 'update public.signed_rental_offers set nonce = 9'))?.code).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
      expect((await refusalOf(db, 'delete from public.signed_rental_offers'))?.code).toBe(INSUFFICIENT_PRIVILEGE);
    });
  });

  it('refuses malformed hex and a tool id that is not the listing’s, each by a named constraint, whoever writes', async () => {
    const upper = aliceOffer.signature.toUpperCase().replace(/^0X/, '0x');
    const cases: [Partial<OfferRow>, string][] = [
      [
        { contract_address: CONTRACT.toUpperCase().replace(/^0X/, '0x') },
        'signed_rental_offers_contract_address_format',
      ],
      [{ contract_address: CONTRACT.slice(0, -2) }, 'signed_rental_offers_contract_address_format'],
      [{ lender: aliceWallet.address }, 'signed_rental_offers_lender_format'],
      [{ lender: linked(aliceWallet).slice(2) }, 'signed_rental_offers_lender_format'],
      [{ signature: upper }, 'signed_rental_offers_signature_format'],
      [{ signature: aliceOffer.signature.slice(0, -2) }, 'signed_rental_offers_signature_format'],
      [{ signature: `${aliceOffer.signature}00` }, 'signed_rental_offers_signature_format'],
      [{ signature: `${aliceOffer.signature.slice(0, -1)}g` }, 'signed_rental_offers_signature_format'],
      [{ tool_id: toolIdToBytes32(BOB_TRIMMER) }, 'signed_rental_offers_tool_id_is_listings'],
      [{ tool_id: toolIdToBytes32('tool-1') }, 'signed_rental_offers_tool_id_is_listings'],
      [{ tool_id: aliceOffer.tool_id.toUpperCase().replace(/^0X/, '0x') }, 'signed_rental_offers_tool_id_is_listings'],
      [{ chain_id: 0 }, 'signed_rental_offers_chain_id_positive'],
      [{ payment_token: TOKEN.toUpperCase().replace(/^0X/, '0x') }, 'signed_rental_offers_payment_token_format'],
      [{ payment_token: TOKEN.slice(0, -2) }, 'signed_rental_offers_payment_token_format'],
      [{ cancellation_fee_bps: 5001 }, 'signed_rental_offers_cancellation_fee_bps_range'],
      [{ cancellation_fee_bps: -1 }, 'signed_rental_offers_cancellation_fee_bps_range'],
    ];
    // The constraints hold for every writer, the service role too (for the owner, a lender that is
    // not their linked wallet's exact spelling is refused by row-level security first).
    await actingAs(database(), SERVICE_ROLE, async (db) => {
      for (const [change, constraint] of cases) {
        const { sql, params } = insertOffer({ ...aliceOffer, ...change });
        const refusal = await refusalOf(db, sql, params);
        expect(refusal, JSON.stringify(change)).toMatchObject({ code: CHECK_VIOLATION, constraint });
        expect(refusal?.message).toContain(`"${constraint}"`);
      }
    });
  });

  it('refuses an amount of 2^256 and a negative amount in every field, by a named constraint', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      for (const column of AMOUNT_COLUMNS) {
        for (const amount of [UINT256_LIMIT.toString(), '-1']) {
          const { sql, params } = insertOffer({ ...aliceOffer, [column]: amount });
          expect(await refusalOf(db, sql, params), `${column} = ${amount}`).toMatchObject({
            code: CHECK_VIOLATION,
            constraint: `signed_rental_offers_${column}_uint256`,
          });
        }
      }
      expect(await storedOffers(db, ALICE_DRILL)).toEqual([]);
    });
  });
});
