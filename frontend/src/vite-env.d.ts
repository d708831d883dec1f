/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** "simulated" (default) or "onchain": the rentals switch's starting position. */
  readonly VITE_RENTALS_MODE?: string;
  /** The chain index's URL (the Ponder indexer); unset: the app reads the chain alone. */
  readonly VITE_INDEXER_URL?: string;
  /** With both set, accounts live in Supabase; otherwise in the local in-browser store. */
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
