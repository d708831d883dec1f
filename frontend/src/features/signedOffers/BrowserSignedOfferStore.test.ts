import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserSignedOfferStore, SIGNED_OFFERS_KEY } from './BrowserSignedOfferStore';
import type { StoredSignedOffer } from './types';

const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

function offer(listingId: string, overrides: Partial<StoredSignedOffer> = {}): StoredSignedOffer {
  return {
    listingId,
    chainId: 5,
    contractAddress: CONTRACT,
    terms: {
      lender: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      toolId: `0x${listingId.padEnd(64, '0')}`,
      // A dollar token and a cancellation fee: version 4's fields are kept too.
      paymentToken: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      // More than 2^53 wei: a float would round it.
      rentalRate: 123_456_789_012_345_678_901n,
      collateralAmount: 10n ** 18n + 1n,
      inspectionPeriodDuration: 86_400n,
      cancellationFeeBps: 1_000n,
      nonce: 0n,
      expiry: 1_900_000_000n,
    },
    signature: `0x${'ab'.repeat(65)}`,
    signedAt: 1_700_000_000_000,
    ...overrides,
  };
}

describe('BrowserSignedOfferStore', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('keeps an offer exact to the wei, as decimal strings, and reads it back in a new store', async () => {
    const kept = offer('tool-1');
    await new BrowserSignedOfferStore().save(kept);
    expect(localStorage.getItem(SIGNED_OFFERS_KEY)).toContain('"rentalRate":"123456789012345678901"');
    await expect(new BrowserSignedOfferStore().get('tool-1', 5, CONTRACT.toLowerCase())).resolves.toEqual(kept);
  });

  it('keeps one offer per listing, chain and contract: saving again replaces it', async () => {
    const store = new BrowserSignedOfferStore();
    await store.save(offer('tool-1'));
    await store.save(offer('tool-1', { chainId: 31337 }));
    const replacement = offer('tool-1', { signedAt: 1_800_000_000_000 });
    await store.save(replacement);
    await expect(store.get('tool-1', 5, CONTRACT)).resolves.toEqual(replacement);
    await expect(store.get('tool-1', 31337, CONTRACT)).resolves.toMatchObject({ chainId: 31337 });
    await expect(store.get('tool-1', 5, '0x0000000000000000000000000000000000000001')).resolves.toBeNull();
  });

  it('reads many listings at once, leaving out those without an offer', async () => {
    const store = new BrowserSignedOfferStore();
    await store.save(offer('tool-1'));
    await store.save(offer('tool-3'));
    const found = await store.getMany(['tool-1', 'tool-2', 'tool-3'], 5, CONTRACT);
    expect([...found.keys()]).toEqual(['tool-1', 'tool-3']);
  });

  it('forgets a removed offer', async () => {
    const store = new BrowserSignedOfferStore();
    await store.save(offer('tool-1'));
    await store.remove('tool-1', 5, CONTRACT);
    await expect(store.get('tool-1', 5, CONTRACT)).resolves.toBeNull();
  });

  it('serves seed offers until the lender replaces or removes them, and a removed seed stays removed', async () => {
    const seed = offer('tool-2');
    const store = new BrowserSignedOfferStore([seed]);
    await expect(store.get('tool-2', 5, CONTRACT)).resolves.toEqual(seed);
    await store.remove('tool-2', 5, CONTRACT);
    await expect(new BrowserSignedOfferStore([seed]).get('tool-2', 5, CONTRACT)).resolves.toBeNull();
    const signedAgain = offer('tool-2', { terms: { ...seed.terms, nonce: 1n } });
    await store.save(signedAgain);
    await expect(new BrowserSignedOfferStore([seed]).get('tool-2', 5, CONTRACT)).resolves.toEqual(signedAgain);
  });

  it('drops a stored offer that does not read (an amount that is not a whole number of wei), with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await new BrowserSignedOfferStore().save(offer('tool-1'));
    const stored = JSON.parse(localStorage.getItem(SIGNED_OFFERS_KEY) ?? '') as {
      offers: { terms: Record<string, string> }[];
    };
    const first = stored.offers[0];
    if (first) first.terms.rentalRate = '0.5';
    localStorage.setItem(SIGNED_OFFERS_KEY, JSON.stringify(stored));
    await expect(new BrowserSignedOfferStore().get('tool-1', 5, CONTRACT)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/toolshare\.signedOffers.*does not read/));
  });
});
