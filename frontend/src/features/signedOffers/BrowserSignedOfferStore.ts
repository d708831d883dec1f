// Signed offers kept in this browser (localStorage): the default when Supabase is not configured.
// Amounts are kept as decimal strings, so they come back exact to the wei.
import { readStoredJson, writeStoredJson, type StorageWarn } from '../../shared/storage/storedJson';
import type { RentalOfferTerms, SignedOfferStore, StoredSignedOffer } from './types';

export const SIGNED_OFFERS_KEY = 'toolshare.signedOffers';

/** An offer as JSON: the bigints as decimal strings. */
type SerializedTerms = { [K in keyof RentalOfferTerms]: string };
interface SerializedOffer extends Omit<StoredSignedOffer, 'terms'> {
  terms: SerializedTerms;
}
interface StoredOffers {
  offers: SerializedOffer[];
  /** Seed offers the user removed (their keys), so that they stay removed. */
  removed: string[];
}

const EMPTY: StoredOffers = { offers: [], removed: [] };
const BIGINT_TERMS = [
  'rentalRate',
  'collateralAmount',
  'inspectionPeriodDuration',
  'cancellationFeeBps',
  'nonce',
  'expiry',
] as const;

const offerKey = (listingId: string, chainId: number, contractAddress: string) =>
  `${listingId}|${chainId}|${contractAddress.toLowerCase()}`;
const keyOf = (offer: Pick<StoredSignedOffer, 'listingId' | 'chainId' | 'contractAddress'>) =>
  offerKey(offer.listingId, offer.chainId, offer.contractAddress);

function serialize(offer: StoredSignedOffer): SerializedOffer {
  const { terms } = offer;
  return {
    ...offer,
    terms: {
      lender: terms.lender,
      toolId: terms.toolId,
      paymentToken: terms.paymentToken,
      rentalRate: terms.rentalRate.toString(),
      collateralAmount: terms.collateralAmount.toString(),
      inspectionPeriodDuration: terms.inspectionPeriodDuration.toString(),
      cancellationFeeBps: terms.cancellationFeeBps.toString(),
      nonce: terms.nonce.toString(),
      expiry: terms.expiry.toString(),
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const DECIMAL = /^\d+$/;

/** An offer read back (from storage or a seed file), or null when it is not one. */
export function deserializeOffer(value: unknown): StoredSignedOffer | null {
  if (!isRecord(value) || !isRecord(value.terms)) return null;
  const { listingId, chainId, contractAddress, signature, signedAt, terms } = value;
  if (
    typeof listingId !== 'string' ||
    typeof chainId !== 'number' ||
    typeof contractAddress !== 'string' ||
    typeof signature !== 'string' ||
    typeof signedAt !== 'number'
  )
    return null;
  if (typeof terms.lender !== 'string' || typeof terms.toolId !== 'string' || typeof terms.paymentToken !== 'string')
    return null;
  const amounts: Partial<Record<(typeof BIGINT_TERMS)[number], bigint>> = {};
  for (const name of BIGINT_TERMS) {
    const amount = terms[name];
    if (typeof amount !== 'string' || !DECIMAL.test(amount)) return null;
    amounts[name] = BigInt(amount);
  }
  const { rentalRate, collateralAmount, inspectionPeriodDuration, cancellationFeeBps, nonce, expiry } = amounts;
  if (
    rentalRate === undefined ||
    collateralAmount === undefined ||
    inspectionPeriodDuration === undefined ||
    cancellationFeeBps === undefined ||
    nonce === undefined ||
    expiry === undefined
  )
    return null;
  return {
    listingId,
    chainId,
    contractAddress,
    signature,
    signedAt,
    terms: {
      lender: terms.lender,
      toolId: terms.toolId,
      paymentToken: terms.paymentToken,
      rentalRate,
      collateralAmount,
      inspectionPeriodDuration,
      cancellationFeeBps,
      nonce,
      expiry,
    },
  };
}

function readOffers(parsed: unknown, warn: StorageWarn): StoredOffers | null {
  if (!isRecord(parsed) || !Array.isArray(parsed.offers) || !Array.isArray(parsed.removed)) return null;
  const offers = parsed.offers.filter((offer: unknown): offer is SerializedOffer => {
    const usable = deserializeOffer(offer) !== null;
    if (!usable) warn('an offer that does not read was dropped');
    return usable;
  });
  return { offers, removed: parsed.removed.filter((key): key is string => typeof key === 'string') };
}

/**
 * The offers of this browser. `seeds` are offers signed by `npm start`'s seed script for the
 * sample tools: they count until the lender replaces or removes them.
 */
export class BrowserSignedOfferStore implements SignedOfferStore {
  private readonly seeds: ReadonlyMap<string, StoredSignedOffer>;

  constructor(seeds: readonly StoredSignedOffer[] = []) {
    this.seeds = new Map(seeds.map((offer) => [keyOf(offer), offer]));
  }

  private read(): StoredOffers {
    return readStoredJson(SIGNED_OFFERS_KEY, EMPTY, readOffers);
  }

  private find(key: string): StoredSignedOffer | null {
    const stored = this.read();
    const own = stored.offers.find((offer) => keyOf(offer) === key);
    if (own) return deserializeOffer(own);
    return stored.removed.includes(key) ? null : (this.seeds.get(key) ?? null);
  }

  get(listingId: string, chainId: number, contractAddress: string): Promise<StoredSignedOffer | null> {
    return Promise.resolve(this.find(offerKey(listingId, chainId, contractAddress)));
  }

  getMany(
    listingIds: readonly string[],
    chainId: number,
    contractAddress: string,
  ): Promise<Map<string, StoredSignedOffer>> {
    const found = new Map<string, StoredSignedOffer>();
    for (const listingId of listingIds) {
      const offer = this.find(offerKey(listingId, chainId, contractAddress));
      if (offer) found.set(listingId, offer);
    }
    return Promise.resolve(found);
  }

  save(offer: StoredSignedOffer): Promise<void> {
    const key = keyOf(offer);
    const stored = this.read();
    writeStoredJson(SIGNED_OFFERS_KEY, {
      offers: [...stored.offers.filter((other) => keyOf(other) !== key), serialize(offer)],
      removed: stored.removed.filter((removed) => removed !== key),
    } satisfies StoredOffers);
    return Promise.resolve();
  }

  remove(listingId: string, chainId: number, contractAddress: string): Promise<void> {
    const key = offerKey(listingId, chainId, contractAddress);
    const stored = this.read();
    writeStoredJson(SIGNED_OFFERS_KEY, {
      offers: stored.offers.filter((other) => keyOf(other) !== key),
      removed: this.seeds.has(key) && !stored.removed.includes(key) ? [...stored.removed, key] : stored.removed,
    } satisfies StoredOffers);
    return Promise.resolve();
  }
}
