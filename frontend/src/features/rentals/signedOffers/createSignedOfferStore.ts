// Where the app keeps signed offers: Supabase when it is configured, else this browser (with the
// offers `npm start` signed for the sample tools as seeds).
import { loadSupabaseClient, supabaseSettings, type ToolshareSupabase } from '../../../shared/supabase/supabaseClient';
import { BrowserSignedOfferStore, deserializeOffer } from './BrowserSignedOfferStore';
import type { SignedOfferStore, StoredSignedOffer } from './types';

type SupabaseStoreLoader = (client: ToolshareSupabase) => Promise<SignedOfferStore>;

/**
 * The Supabase store, ./supabase/SupabaseSignedOfferStore (from the branch signed-offers-db, now on main).
 * COORDINATOR: to switch it on, replace `return null;` below with
 *   return (client) => import('./supabase/SupabaseSignedOfferStore').then(({ SupabaseSignedOfferStore }) => new SupabaseSignedOfferStore(() => Promise.resolve(client)));
 * Until then signed offers stay in this browser even with Supabase configured.
 */
function supabaseStoreLoader(): SupabaseStoreLoader | null {
  return null;
}

// Written by scripts/seed.ts (git-ignored): deployments/signedOffers/<chainId>.json. Loaded only when a store is made.
const seedFiles = import.meta.glob<unknown>('@deployments/signedOffers/*.json', { import: 'default' });

/** The sample tools' seeded offers, every file's; an entry that does not read is left out. */
async function loadSeedOffers(): Promise<StoredSignedOffer[]> {
  const files = await Promise.all(Object.values(seedFiles).map((load) => load()));
  return files.flatMap((file) => (Array.isArray(file) ? file.map(deserializeOffer).filter((offer): offer is StoredSignedOffer => offer !== null) : []));
}

/** The store this app uses (see the module's comment). */
export async function createSignedOfferStore(): Promise<SignedOfferStore> {
  const settings = supabaseSettings();
  const loadSupabaseStore = supabaseStoreLoader();
  if (settings && loadSupabaseStore) return loadSupabaseStore(await loadSupabaseClient(settings));
  return new BrowserSignedOfferStore(await loadSeedOffers());
}
