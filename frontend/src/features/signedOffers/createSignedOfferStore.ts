// Where the app keeps signed offers: Supabase when it is configured, else this browser (with the
// offers `npm start` signed for the sample tools as seeds).
import { loadSupabaseClient, supabaseSettings, type ToolshareSupabase } from '../../shared/supabase/supabaseClient';
import { BrowserSignedOfferStore, deserializeOffer } from './BrowserSignedOfferStore';
import type { SignedOfferStore, StoredSignedOffer } from './types';

/** The Supabase store's code loads only when Supabase is configured (supabase-js stays off other pages). */
function loadSupabaseStore(client: ToolshareSupabase): Promise<SignedOfferStore> {
  return import('./supabase/SupabaseSignedOfferStore').then(
    ({ SupabaseSignedOfferStore }) => new SupabaseSignedOfferStore(() => Promise.resolve(client)),
  );
}

// Written by scripts/seed.ts (git-ignored): deployments/signedOffers/<chainId>.json. Loaded only when a store is made.
const seedFiles = import.meta.glob<unknown>('@deployments/signedOffers/*.json', { import: 'default' });

/** The sample tools' seeded offers, every file's; an entry that does not read is left out. */
async function loadSeedOffers(): Promise<StoredSignedOffer[]> {
  const files = await Promise.all(Object.values(seedFiles).map((load) => load()));
  return files.flatMap((file) =>
    Array.isArray(file) ? file.map(deserializeOffer).filter((offer): offer is StoredSignedOffer => offer !== null) : [],
  );
}

/** The store this app uses (see the module's comment). */
export async function createSignedOfferStore(): Promise<SignedOfferStore> {
  const settings = supabaseSettings();
  if (settings) return loadSupabaseStore(await loadSupabaseClient(settings));
  return new BrowserSignedOfferStore(await loadSeedOffers());
}
