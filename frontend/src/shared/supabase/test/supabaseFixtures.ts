import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Database } from '../database.types';
import type { SupabaseSettings, ToolshareSupabase } from '../supabaseClient';

// Recorded-style responses of a Supabase project (GoTrue, PostgREST, Storage), served by msw:
// the only test doubles, at the HTTP edge of the hosted services.

export const SUPABASE_URL = 'http://toolshare.supabase.test';
export const ANON_KEY = 'test-anon-key';
export const SETTINGS: SupabaseSettings = { url: SUPABASE_URL, anonKey: ANON_KEY };
export const REST = `${SUPABASE_URL}/rest/v1`;
export const STORAGE = `${SUPABASE_URL}/storage/v1`;

export const ALICE = {
  id: '8a6c2f7e-51d4-4c3b-9a0e-2f1d3c4b5a69',
  email: 'alice@toolshare.test',
  wallet: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
};
export const BOB = { id: '2b7d9e10-3c4f-4a5b-8c6d-7e8f9a0b1c2d', email: 'bob@toolshare.test', wallet: '' };

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A GoTrue access token for `user` (the signature is not checked by the client). */
export function accessTokenOf(user: { id: string; email: string }): string {
  return [
    base64url({ alg: 'HS256', typ: 'JWT' }),
    base64url({
      sub: user.id,
      email: user.email,
      role: 'authenticated',
      aud: 'authenticated',
      exp: nowSeconds() + 3600,
      session_id: 'f1e2d3c4',
    }),
    'c2lnbmF0dXJl',
  ].join('.');
}

/** A session as GoTrue returns it and supabase-js keeps it in storage. */
export function sessionOf(user: { id: string; email: string }) {
  return {
    access_token: accessTokenOf(user),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: nowSeconds() + 3600,
    refresh_token: 'v1-refresh-token',
    user: {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      email_confirmed_at: '2025-06-01T09:00:00.000000Z',
      phone: '',
      confirmed_at: '2025-06-01T09:00:00.000000Z',
      last_sign_in_at: '2025-06-02T10:00:00.000000Z',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { email: user.email, email_verified: true },
      identities: [],
      created_at: '2025-06-01T09:00:00.000000Z',
      updated_at: '2025-06-02T10:00:00.000000Z',
      is_anonymous: false,
    },
  };
}

let clientNumber = 0;

/**
 * A supabase-js client of the test project, signed in as `user` (its session kept where supabase-js
 * keeps it, as after a sign-in), or signed out. A storage key per client: supabase-js warns about
 * several clients sharing one in a page.
 */
export function signedInClient(user: { id: string; email: string } | null): ToolshareSupabase {
  const storageKey = `sb-toolshare-test-${++clientNumber}-auth-token`;
  if (user) localStorage.setItem(storageKey, JSON.stringify(sessionOf(user)));
  return createClient<Database>(SUPABASE_URL, ANON_KEY, {
    auth: { storageKey, autoRefreshToken: false, detectSessionInUrl: false, persistSession: true },
    realtime: { params: { eventsPerSecond: 10 } },
  });
}

/** PostgREST's answer with `rows`: one object when the client asked for a single row (`.single()`), else the array. */
export function postgrestRows(request: Request, rows: object[]): Response {
  if (request.headers.get('Accept')?.includes('application/vnd.pgrst.object+json')) {
    if (rows.length !== 1) {
      return HttpResponse.json(
        {
          code: 'PGRST116',
          details: `The result contains ${rows.length} rows`,
          hint: null,
          message: 'JSON object requested, multiple (or no) rows returned',
        },
        { status: 406 },
      );
    }
    return HttpResponse.json(rows[0]);
  }
  return HttpResponse.json(rows);
}

/** A PostgREST error body as PostgreSQL's refusal produces it. */
export function postgrestError(status: number, code: string, message: string, details: string | null = null): Response {
  return HttpResponse.json({ code, details, hint: null, message }, { status });
}

/** The user id (`sub`) of an access token, or of an `Authorization: Bearer …` header. */
export function tokenSubject(tokenOrHeader: string | null | undefined): string | undefined {
  const token = (tokenOrHeader ?? '').replace(/^Bearer /, '');
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: string }).sub;
}

/**
 * The recorded Supabase project of one test file: an msw server that refuses any request no test
 * answers, and the requests it saw since the current test began (cloned, so bodies can be read).
 */
export function recordedSupabaseServer() {
  const server = setupServer();
  const requests: Request[] = [];
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => {
    requests.length = 0;
    server.events.on('request:start', ({ request }) => {
      requests.push(request.clone());
    });
  });
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
    vi.restoreAllMocks();
  });
  afterAll(() => {
    server.close();
  });
  return { server, requests };
}
