import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';

/** The two build variables that select Supabase (frontend/.env.local; see docs/supabase.md). */
export interface SupabaseEnvironment {
  VITE_SUPABASE_URL?: string;
  VITE_SUPABASE_ANON_KEY?: string;
}

/** A Supabase project: its URL and its public (anon) key. */
export interface SupabaseSettings {
  url: string;
  anonKey: string;
}

export type ToolshareSupabase = SupabaseClient<Database>;

/**
 * The project the app talks to when VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are both set,
 * else null: then accounts, listings, chat and notifications stay in this browser (TEST badge).
 */
export function supabaseSettings(environment: SupabaseEnvironment = import.meta.env): SupabaseSettings | null {
  const url = environment.VITE_SUPABASE_URL?.trim();
  const anonKey = environment.VITE_SUPABASE_ANON_KEY?.trim();
  return url && anonKey ? { url: url.replace(/\/+$/, ''), anonKey } : null;
}

const clients = new Map<string, Promise<ToolshareSupabase>>();

/**
 * The page's one supabase-js client for a project, so accounts, listings, chat and notifications
 * share one auth session. supabase-js is imported on first use: the local mode never downloads it.
 */
export function loadSupabaseClient({ url, anonKey }: SupabaseSettings): Promise<ToolshareSupabase> {
  const key = `${url}|${anonKey}`;
  let client = clients.get(key);
  if (!client) {
    client = import('@supabase/supabase-js').then(({ createClient }) => createClient<Database>(url, anonKey));
    // A failed import (offline while the chunk loads) may be retried on the next call.
    client.catch(() => clients.delete(key));
    clients.set(key, client);
  }
  return client;
}
