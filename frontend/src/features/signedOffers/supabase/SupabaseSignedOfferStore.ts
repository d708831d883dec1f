import type { PostgrestError } from '@supabase/supabase-js';
import type { Database, Json } from '../../../shared/supabase/database.types';
import type { ToolshareSupabase } from '../../../shared/supabase/supabaseClient';
import type { SignedOfferStore, StoredSignedOffer } from '../types';

type AmountColumn = 'rental_rate' | 'collateral_amount' | 'inspection_period_duration' | 'nonce' | 'expiry';

/**
 * An offer as signed_offers_of_listings returns it: the table's columns, the amounts as text (they
 * are numeric(78,0), which a JSON number would round past 2^53), read as bigints.
 */
type OfferRow = Omit<Database['public']['Tables']['signed_rental_offers']['Row'], AmountColumn> &
  Record<AmountColumn, string>;

/** How many listing ids one read asks for: the function looks at the first 100 of its array. */
const LISTINGS_PER_READ = 100;

/** Listings in Supabase have UUID ids; a local id (tool-3) has no row there. */
const isListingUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);

export const SUPABASE_SIGNED_OFFER_MESSAGES = {
  notAllowed:
    "Only the listing's owner can keep a signed offer with it, signed by the wallet linked to their account. Link this wallet on your Profile page, then sign again.",
  notRemoved: "Only the listing's owner can remove its signed offer.",
  notAListing: 'This listing is not in the shared marketplace, so its signed offer cannot be kept there.',
} as const;

/** A signed offer the database refused to save or remove, worded for the user. */
export class SignedOfferRefusedError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'SignedOfferRefusedError';
  }
}

function databaseRefusal(error: PostgrestError): Error {
  if (error.code === '42501')
    return new SignedOfferRefusedError(SUPABASE_SIGNED_OFFER_MESSAGES.notAllowed, { cause: error });
  if (error.code === '23514') {
    // A named check constraint refuses terms no wallet signs (a negative amount, malformed hex); the
    // quota (at most 5 offers per listing) is a check violation whose message is the user's sentence.
    const constraint = /violates check constraint "([^"]+)"/.exec(error.message)?.[1];
    const message =
      constraint === undefined ? error.message : `The signed offer was refused by the database (${constraint}).`;
    return new SignedOfferRefusedError(message, { cause: error });
  }
  return Object.assign(new Error(error.message), { cause: error });
}

/** A uint256 from the database's exact decimal text. */
function uint256(text: string, column: string): bigint {
  if (!/^\d+$/.test(text)) throw new Error(`${column} ${text} is not a whole number of wei`);
  return BigInt(text);
}

function offerFromRow(row: OfferRow): StoredSignedOffer {
  return {
    listingId: row.listing_id,
    chainId: row.chain_id,
    contractAddress: row.contract_address,
    terms: {
      lender: row.lender,
      toolId: row.tool_id,
      paymentToken: row.payment_token,
      rentalRate: uint256(row.rental_rate, 'rental_rate'),
      collateralAmount: uint256(row.collateral_amount, 'collateral_amount'),
      inspectionPeriodDuration: uint256(row.inspection_period_duration, 'inspection_period_duration'),
      cancellationFeeBps: BigInt(row.cancellation_fee_bps),
      nonce: uint256(row.nonce, 'nonce'),
      expiry: uint256(row.expiry, 'expiry'),
    },
    signature: row.signature,
    signedAt: Date.parse(row.signed_at),
  };
}

/** The offers signed_offers_of_listings returned: one json[] value, one object per offer. */
const offerRows = (offers: Json[]): OfferRow[] => offers as unknown as OfferRow[];

/** Rows as offers; a row that cannot be read is left out and logged (the database's checks make that rare). */
function offersFromRows(rows: readonly OfferRow[]): StoredSignedOffer[] {
  return rows.flatMap((row) => {
    try {
      return [offerFromRow(row)];
    } catch (error) {
      console.error('A signed offer could not be read:', error);
      return [];
    }
  });
}

/**
 * Signed offers in Supabase: `public.signed_rental_offers`, read by everyone through
 * signed_offers_of_listings (one json[] value, so PostgREST has no column to run a pattern on) and
 * written under row-level security (only the listing's owner, for the wallet linked to their account). Amounts travel as decimal
 * strings both ways, so every wei is kept; hex (addresses, tool id, signature) is stored lower case,
 * as the database requires, and read back so.
 */
export class SupabaseSignedOfferStore implements SignedOfferStore {
  private client: Promise<ToolshareSupabase> | null = null;

  constructor(private readonly loadClient: () => Promise<ToolshareSupabase>) {}

  private supabase(): Promise<ToolshareSupabase> {
    this.client ??= this.loadClient();
    return this.client;
  }

  async get(listingId: string, chainId: number, contractAddress: string): Promise<StoredSignedOffer | null> {
    return (await this.getMany([listingId], chainId, contractAddress)).get(listingId) ?? null;
  }

  async getMany(
    listingIds: readonly string[],
    chainId: number,
    contractAddress: string,
  ): Promise<Map<string, StoredSignedOffer>> {
    const ids = [...new Set(listingIds.filter(isListingUuid))];
    const offers = new Map<string, StoredSignedOffer>();
    if (ids.length === 0) return offers;
    const supabase = await this.supabase();
    for (let start = 0; start < ids.length; start += LISTINGS_PER_READ) {
      const { data, error } = await supabase.rpc('signed_offers_of_listings', {
        listing_ids: ids.slice(start, start + LISTINGS_PER_READ),
        chain_id: chainId,
        contract_address: contractAddress.toLowerCase(),
      });
      if (error) throw databaseRefusal(error);
      for (const offer of offersFromRows(offerRows(data))) offers.set(offer.listingId, offer);
    }
    return offers;
  }

  async save(offer: StoredSignedOffer): Promise<void> {
    if (!isListingUuid(offer.listingId)) throw new SignedOfferRefusedError(SUPABASE_SIGNED_OFFER_MESSAGES.notAListing);
    const supabase = await this.supabase();
    const { terms } = offer;
    const { error } = await supabase.from('signed_rental_offers').upsert(
      {
        listing_id: offer.listingId,
        chain_id: offer.chainId,
        contract_address: offer.contractAddress.toLowerCase(),
        lender: terms.lender.toLowerCase(),
        tool_id: terms.toolId.toLowerCase(),
        payment_token: terms.paymentToken.toLowerCase(),
        rental_rate: terms.rentalRate.toString(),
        collateral_amount: terms.collateralAmount.toString(),
        inspection_period_duration: terms.inspectionPeriodDuration.toString(),
        cancellation_fee_bps: Number(terms.cancellationFeeBps),
        nonce: terms.nonce.toString(),
        expiry: terms.expiry.toString(),
        signature: offer.signature.toLowerCase(),
        signed_at: new Date(offer.signedAt).toISOString(),
      },
      { onConflict: 'listing_id,chain_id,contract_address' },
    );
    if (error) throw databaseRefusal(error);
  }

  async remove(listingId: string, chainId: number, contractAddress: string): Promise<void> {
    if (!isListingUuid(listingId)) return;
    const supabase = await this.supabase();
    const { data, error } = await supabase
      .from('signed_rental_offers')
      .delete()
      .eq('listing_id', listingId)
      .eq('chain_id', chainId)
      .eq('contract_address', contractAddress.toLowerCase())
      .select('listing_id');
    if (error) throw databaseRefusal(error);
    // Row-level security makes someone else's delete remove nothing, silently: say so instead.
    if (data.length === 0 && (await this.get(listingId, chainId, contractAddress))) {
      throw new SignedOfferRefusedError(SUPABASE_SIGNED_OFFER_MESSAGES.notRemoved);
    }
  }
}
