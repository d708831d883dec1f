import { beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createClient } from '@supabase/supabase-js';
import { SupabaseAccountsClient } from './SupabaseAccountsClient';
import { SUPABASE_ACCOUNT_ERRORS } from './supabaseErrors';
import type { ProfileRow } from './SupabaseAccountsClient';
import { expectDefined, nth } from '../../../test/defined';
import { recordedSupabaseServer } from '../../../shared/supabase/test/supabaseFixtures';

// Responses shaped like those of a Supabase project (GoTrue with API version 2024-01-01,
// PostgREST, the Edge Functions gateway), served by msw.

const SUPABASE_URL = 'http://toolshare.supabase.test';
const ANON_KEY = 'test-anon-key';
// A storage key per test: supabase-js warns about several clients sharing one in a page.
let storageKey = '';
let testNumber = 0;
const AUTH = `${SUPABASE_URL}/auth/v1`;
const USERS = `${SUPABASE_URL}/rest/v1/users`;
const LINK_WALLET = `${SUPABASE_URL}/functions/v1/link-wallet`;
const API_VERSION = { 'x-supabase-api-version': '2024-01-01' };

const ALICE_ID = '8a6c2f7e-51d4-4c3b-9a0e-2f1d3c4b5a69';
const ALICE_EMAIL = 'alice@toolshare.test';
const ALICE_WALLET = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
/** When Supabase Auth made the account: the user's createdAt, which dates the welcome notice. */
const ALICE_CREATED_AT = '2025-06-01T09:00:00.000000Z';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const nowSeconds = () => Math.floor(Date.now() / 1000);
const ACCESS_TOKEN = [
  base64url({ alg: 'HS256', typ: 'JWT' }),
  base64url({
    sub: ALICE_ID,
    email: ALICE_EMAIL,
    role: 'authenticated',
    aud: 'authenticated',
    exp: nowSeconds() + 3600,
    session_id: 'f1e2d3c4',
  }),
  'c2lnbmF0dXJl',
].join('.');

const authUser = {
  id: ALICE_ID,
  aud: 'authenticated',
  role: 'authenticated',
  email: ALICE_EMAIL,
  email_confirmed_at: '2025-06-01T09:00:00.000000Z',
  phone: '',
  confirmed_at: '2025-06-01T09:00:00.000000Z',
  last_sign_in_at: '2025-06-02T10:00:00.000000Z',
  app_metadata: { provider: 'email', providers: ['email'] },
  user_metadata: { email: ALICE_EMAIL, email_verified: true, phone_verified: false, sub: ALICE_ID },
  identities: [],
  created_at: ALICE_CREATED_AT,
  updated_at: '2025-06-02T10:00:00.000000Z',
  is_anonymous: false,
};

const session = () => ({
  access_token: ACCESS_TOKEN,
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: nowSeconds() + 3600,
  refresh_token: 'v1-refresh-token',
  user: authUser,
});

const authError = (status: number, code: string, message: string, extra: object = {}) =>
  HttpResponse.json({ code, message, ...extra }, { status, headers: API_VERSION });

const profileRows = (walletAddress: string | null) => [{ email: ALICE_EMAIL, wallet_address: walletAddress }];

const gatewayDown = (status: number) =>
  new HttpResponse(`<html><body><h1>${status}</h1></body></html>`, {
    status,
    headers: { 'Content-Type': 'text/html' },
  });

const { server, requests } = recordedSupabaseServer();
/** The first request the client sent to a URL starting with `urlStart` (a test failure if none). */
const sentTo = (urlStart: string): Request =>
  expectDefined(
    requests.find((request) => request.url.startsWith(urlStart)),
    `a request to ${urlStart}`,
  );

beforeEach(() => {
  storageKey = `sb-toolshare-test-${++testNumber}-auth-token`;
});

function newClient(): SupabaseAccountsClient {
  return new SupabaseAccountsClient(async () =>
    createClient(SUPABASE_URL, ANON_KEY, {
      auth: { storageKey, autoRefreshToken: false, detectSessionInUrl: false },
    }),
  );
}

function keepSession(): void {
  localStorage.setItem(storageKey, JSON.stringify(session()));
}

const signInSucceeds = http.post(`${AUTH}/token`, ({ request }) =>
  new URL(request.url).searchParams.get('grant_type') === 'password'
    ? HttpResponse.json(session(), { headers: API_VERSION })
    : undefined,
);
const profileHas = (walletAddress: string | null) =>
  http.get(USERS, () => HttpResponse.json(profileRows(walletAddress)));
const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('SupabaseAccountsClient.login', () => {
  it('signs in with e-mail and password and reads the wallet from the profile row', async () => {
    server.use(signInSucceeds, profileHas(ALICE_WALLET));
    const client = newClient();
    expect(client.isMockAuth).toBe(false);

    await expect(client.login(` ${ALICE_EMAIL} `, 'correct horse')).resolves.toEqual({
      id: ALICE_ID,
      email: ALICE_EMAIL,
      walletAddress: ALICE_WALLET,
      createdAt: ALICE_CREATED_AT,
    });

    const signIn = sentTo(`${AUTH}/token`);
    expect(new URL(signIn.url).searchParams.get('grant_type')).toBe('password');
    expect(await signIn.json()).toMatchObject({ email: ALICE_EMAIL, password: 'correct horse' });
    const profile = sentTo(USERS);
    expect(new URL(profile.url).searchParams.get('id')).toBe(`eq.${ALICE_ID}`);
    expect(profile.headers.get('Authorization')).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it('gives a user without a linked wallet no walletAddress', async () => {
    server.use(signInSucceeds, profileHas(null));
    await expect(newClient().login(ALICE_EMAIL, 'correct horse')).resolves.toEqual({
      id: ALICE_ID,
      email: ALICE_EMAIL,
      createdAt: ALICE_CREATED_AT,
    });
  });

  it("passes on the provider's message for invalid credentials", async () => {
    server.use(http.post(`${AUTH}/token`, () => authError(400, 'invalid_credentials', 'Invalid login credentials')));
    await expect(newClient().login(ALICE_EMAIL, 'wrong')).rejects.toThrow(/^Invalid login credentials$/);
  });

  it.each([502, 503, 504])('says the service is unavailable on a %i from the gateway', async (status) => {
    server.use(http.post(`${AUTH}/token`, () => gatewayDown(status)));
    await expect(newClient().login(ALICE_EMAIL, 'correct horse')).rejects.toThrow(
      SUPABASE_ACCOUNT_ERRORS.unavailable(status),
    );
  });

  it('says the service could not be reached when the network fails', async () => {
    quietConsole();
    server.use(http.post(`${AUTH}/token`, () => HttpResponse.error()));
    await expect(newClient().login(ALICE_EMAIL, 'correct horse')).rejects.toThrow(SUPABASE_ACCOUNT_ERRORS.unreachable);
  });

  it('still signs in when the profile cannot be read, and only logs that', async () => {
    const logged = quietConsole();
    server.use(
      signInSucceeds,
      http.get(USERS, () =>
        HttpResponse.json({ code: 'PGRST301', details: null, hint: null, message: 'JWT expired' }, { status: 401 }),
      ),
    );
    await expect(newClient().login(ALICE_EMAIL, 'correct horse')).resolves.toEqual({
      id: ALICE_ID,
      email: ALICE_EMAIL,
      createdAt: ALICE_CREATED_AT,
    });
    expect(logged).toHaveBeenCalledWith(
      'Error fetching the user profile:',
      expect.objectContaining({ message: 'JWT expired' }),
    );
  });
});

describe('SupabaseAccountsClient.register', () => {
  const signUpSucceeds = http.post(`${AUTH}/signup`, () => HttpResponse.json(session(), { headers: API_VERSION }));

  it('signs up, then inserts the profile row (id, email, created_at) without overwriting the one the trigger made', async () => {
    server.use(
      signUpSucceeds,
      http.post(USERS, () => new HttpResponse(null, { status: 201 })),
    );
    await expect(newClient().register(ALICE_EMAIL, 'long enough password')).resolves.toEqual({
      id: ALICE_ID,
      email: ALICE_EMAIL,
      createdAt: ALICE_CREATED_AT,
    });

    const signUp = sentTo(`${AUTH}/signup`);
    expect(await signUp.json()).toMatchObject({ email: ALICE_EMAIL, password: 'long enough password' });
    const insert = sentTo(USERS);
    expect(insert.method).toBe('POST');
    expect(new URL(insert.url).searchParams.get('on_conflict')).toBe('id');
    expect(insert.headers.get('Prefer')).toContain('resolution=ignore-duplicates');
    expect(insert.headers.get('Authorization')).toBe(`Bearer ${ACCESS_TOKEN}`);
    const row = (await insert.json()) as Partial<ProfileRow>;
    expect(row).toMatchObject({ id: ALICE_ID, email: ALICE_EMAIL });
    expect(Date.parse(row.created_at ?? '')).not.toBeNaN();
    expect(row).not.toHaveProperty('wallet_address');
  });

  it('still registers when the profile insert fails, and only logs that', async () => {
    const logged = quietConsole();
    server.use(
      signUpSucceeds,
      http.post(USERS, () =>
        HttpResponse.json(
          {
            code: '42501',
            details: null,
            hint: null,
            message: 'new row violates row-level security policy for table "users"',
          },
          { status: 403 },
        ),
      ),
    );
    await expect(newClient().register(ALICE_EMAIL, 'long enough password')).resolves.toEqual({
      id: ALICE_ID,
      email: ALICE_EMAIL,
      createdAt: ALICE_CREATED_AT,
    });
    expect(logged).toHaveBeenCalledWith('Error creating the user profile:', expect.objectContaining({ code: '42501' }));
  });

  it("passes on the provider's weak-password message", async () => {
    server.use(
      http.post(`${AUTH}/signup`, () =>
        authError(
          422,
          'weak_password',
          'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, 0123456789.',
          {
            weak_password: { reasons: ['characters'] },
          },
        ),
      ),
    );
    await expect(newClient().register(ALICE_EMAIL, 'onlyletters')).rejects.toThrow(
      'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, 0123456789.',
    );
  });

  it('names the reasons when a weak-password answer carries no message', async () => {
    server.use(
      http.post(`${AUTH}/signup`, () =>
        authError(422, 'weak_password', '', { weak_password: { reasons: ['length', 'pwned'] } }),
      ),
    );
    await expect(newClient().register(ALICE_EMAIL, 'short')).rejects.toThrow('Password is too weak (length, pwned).');
  });

  it("passes on the provider's message for an address already registered", async () => {
    server.use(http.post(`${AUTH}/signup`, () => authError(422, 'user_already_exists', 'User already registered')));
    await expect(newClient().register(ALICE_EMAIL, 'long enough password')).rejects.toThrow('User already registered');
  });

  it('asks to confirm the e-mail when the project starts no session before confirmation', async () => {
    server.use(
      http.post(`${AUTH}/signup`, () =>
        HttpResponse.json({ ...authUser, email_confirmed_at: null, confirmed_at: null }, { headers: API_VERSION }),
      ),
    );
    await expect(newClient().register(ALICE_EMAIL, 'long enough password')).rejects.toThrow(
      SUPABASE_ACCOUNT_ERRORS.confirmEmail(ALICE_EMAIL),
    );
    expect(requests.some((request) => request.url.startsWith(USERS))).toBe(false);
  });

  it('says the service is unavailable on a 503', async () => {
    server.use(http.post(`${AUTH}/signup`, () => gatewayDown(503)));
    await expect(newClient().register(ALICE_EMAIL, 'long enough password')).rejects.toThrow(
      SUPABASE_ACCOUNT_ERRORS.unavailable(503),
    );
  });
});

describe('SupabaseAccountsClient.logout', () => {
  it('signs out on the server and forgets the session', async () => {
    keepSession();
    server.use(http.post(`${AUTH}/logout`, () => new HttpResponse(null, { status: 204 })));
    const client = newClient();
    await client.logout();
    const logout = sentTo(`${AUTH}/logout`);
    expect(new URL(logout.url).searchParams.get('scope')).toBe('global');
    expect(logout.headers.get('Authorization')).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(localStorage.getItem(storageKey)).toBeNull();
    await expect(client.restoreSession()).resolves.toBeNull();
  });

  it.each([
    [401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired'],
    [403, 'session_expired', 'Session expired'],
    [404, 'user_not_found', 'User from sub claim in JWT does not exist'],
  ])('ignores a %i from the provider and still signs out here', async (status, code, message) => {
    keepSession();
    server.use(http.post(`${AUTH}/logout`, () => authError(status, code, message)));
    await expect(newClient().logout()).resolves.toBeUndefined();
    expect(localStorage.getItem(storageKey)).toBeNull();
  });

  it('fails with a readable message when the service is down, keeping the session', async () => {
    keepSession();
    server.use(http.post(`${AUTH}/logout`, () => gatewayDown(503)));
    await expect(newClient().logout()).rejects.toThrow(SUPABASE_ACCOUNT_ERRORS.unavailable(503));
    expect(localStorage.getItem(storageKey)).not.toBeNull();
  });
});

describe('SupabaseAccountsClient.restoreSession', () => {
  it('finds no user when no session is kept, without asking the server', async () => {
    await expect(newClient().restoreSession()).resolves.toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('checks the kept session with the auth service and reads the profile', async () => {
    keepSession();
    server.use(
      http.get(`${AUTH}/user`, () => HttpResponse.json(authUser, { headers: API_VERSION })),
      profileHas(ALICE_WALLET),
    );
    await expect(newClient().restoreSession()).resolves.toEqual({
      id: ALICE_ID,
      email: ALICE_EMAIL,
      walletAddress: ALICE_WALLET,
      createdAt: ALICE_CREATED_AT,
    });
    expect(sentTo(`${AUTH}/user`).headers.get('Authorization')).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it('signs out here when the service refuses the kept token (invalid JWT, deleted user)', async () => {
    keepSession();
    const refused = () =>
      authError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is malformed');
    server.use(http.get(`${AUTH}/user`, refused), http.post(`${AUTH}/logout`, refused));
    await expect(newClient().restoreSession()).resolves.toBeNull();
    expect(localStorage.getItem(storageKey)).toBeNull();
  });

  it('keeps the user signed in when the service cannot be reached', async () => {
    keepSession();
    server.use(
      http.get(`${AUTH}/user`, () => gatewayDown(503)),
      profileHas(null),
    );
    await expect(newClient().restoreSession()).resolves.toEqual({
      id: ALICE_ID,
      email: ALICE_EMAIL,
      createdAt: ALICE_CREATED_AT,
    });
    expect(localStorage.getItem(storageKey)).not.toBeNull();
  });
});

describe('SupabaseAccountsClient.onAuthStateChange', () => {
  it('reports the user with the profile re-read on sign-in, and null on sign-out, until unsubscribed', async () => {
    server.use(
      signInSucceeds,
      profileHas(ALICE_WALLET),
      http.post(`${AUTH}/logout`, () => new HttpResponse(null, { status: 204 })),
    );
    const client = newClient();
    const seen: unknown[] = [];
    const unsubscribe = client.onAuthStateChange((user) => seen.push(user));

    await client.login(ALICE_EMAIL, 'correct horse');
    await waitFor(() =>
      expect(seen).toEqual([
        { id: ALICE_ID, email: ALICE_EMAIL, walletAddress: ALICE_WALLET, createdAt: ALICE_CREATED_AT },
      ]),
    );
    await client.logout();
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]).toBeNull();

    unsubscribe();
    // A listener still subscribed hears the next sign-in: once it has, the one that left would have too.
    const stillListening: unknown[] = [];
    client.onAuthStateChange((user) => stillListening.push(user));
    await client.login(ALICE_EMAIL, 'correct horse');
    await waitFor(() => expect(stillListening.at(-1)).toMatchObject({ id: ALICE_ID }));
    expect(seen).toHaveLength(2);
  });
});

describe('SupabaseAccountsClient wallet linking through the link-wallet Edge Function', () => {
  const alice = { id: ALICE_ID, email: ALICE_EMAIL };
  const proof = {
    message: 'localhost:5173 wants you to sign in with your Ethereum account: ...',
    signature: '0xsigned',
  };

  it('asks the function for a nonce as the signed-in user', async () => {
    keepSession();
    server.use(http.post(LINK_WALLET, () => HttpResponse.json({ nonce: '9f86d081884c7d659a2feaa0c55ad015' })));
    await expect(newClient().createWalletLinkNonce(alice)).resolves.toBe('9f86d081884c7d659a2feaa0c55ad015');
    const call = sentTo(LINK_WALLET);
    expect(call.headers.get('Authorization')).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(await call.json()).toEqual({ action: 'nonce' });
  });

  it('sends the signed message and returns the user with the wallet the function saved', async () => {
    keepSession();
    server.use(http.post(LINK_WALLET, () => HttpResponse.json({ walletAddress: ALICE_WALLET })));
    await expect(newClient().linkWallet(alice, proof)).resolves.toEqual({ ...alice, walletAddress: ALICE_WALLET });
    expect(await sentTo(LINK_WALLET).json()).toEqual({ action: 'link', ...proof });
  });

  it.each([
    [409, 'This wallet is already linked to another account'],
    [400, 'The signature does not come from the wallet being linked.'],
    [400, 'This wallet link request was already used or has expired. Please try again.'],
    [500, 'Failed to link wallet'],
  ])("passes on the function's %i answer: %s", async (status, error) => {
    keepSession();
    server.use(http.post(LINK_WALLET, () => HttpResponse.json({ error }, { status })));
    await expect(newClient().linkWallet(alice, proof)).rejects.toThrow(error);
  });

  it('says the function could not be reached when the network fails', async () => {
    keepSession();
    server.use(http.post(LINK_WALLET, () => HttpResponse.error()));
    await expect(newClient().createWalletLinkNonce(alice)).rejects.toThrow(
      SUPABASE_ACCOUNT_ERRORS.walletServiceUnreachable,
    );
  });

  it('reads 401 and 5xx answers without a message', async () => {
    keepSession();
    const client = newClient();
    server.use(http.post(LINK_WALLET, () => new HttpResponse('Unauthorized', { status: 401 })));
    await expect(client.linkWallet(alice, proof)).rejects.toThrow(SUPABASE_ACCOUNT_ERRORS.notSignedIn);
    server.use(http.post(LINK_WALLET, () => gatewayDown(504)));
    await expect(client.linkWallet(alice, proof)).rejects.toThrow(SUPABASE_ACCOUNT_ERRORS.unavailable(504));
  });

  it('refuses without calling the function when nobody, or somebody else, is signed in', async () => {
    const client = newClient();
    await expect(client.createWalletLinkNonce(alice)).rejects.toThrow('You must be logged in to link a wallet');
    keepSession();
    await expect(client.linkWallet({ id: 'someone-else', email: 'mallory@toolshare.test' }, proof)).rejects.toThrow(
      'You must be logged in to link a wallet',
    );
    expect(requests.some((request) => request.url === LINK_WALLET)).toBe(false);
  });
});

describe('SupabaseAccountsClient.accountsOfWallets', () => {
  const NAMES_BY_WALLET = `${SUPABASE_URL}/rest/v1/rpc/profile_names_by_wallet`;
  /** What profile_names_by_wallet answers: the accounts among the first 100 wallets asked, by their stored lower-case address. */
  const namesByWallet = (linked: Map<string, { id: string; name: string }>) =>
    http.post(NAMES_BY_WALLET, async ({ request }) => {
      const { wallet_addresses: wanted } = (await request.json()) as { wallet_addresses: string[] };
      const asked = wanted.slice(0, 100).map((address) => address.toLowerCase());
      return HttpResponse.json(
        [...linked]
          .filter(([address]) => asked.includes(address))
          .map(([wallet_address, { id, name }]) => ({ wallet_address, display_name: name, id })),
      );
    });

  it('names the accounts behind the wallets, with their ids, signed out too, by lower-case address, and leaves unknown wallets out', async () => {
    server.use(namesByWallet(new Map([[ALICE_WALLET, { id: ALICE_ID, name: 'alice' }]])));
    const accounts = await newClient().accountsOfWallets([
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
    ]);
    expect(accounts).toEqual(new Map([[ALICE_WALLET, { id: ALICE_ID, name: 'alice' }]]));
  });

  it('asks at most 100 wallets a call, as the function considers no more', async () => {
    const many = Array.from({ length: 150 }, (_, index) => `0x${String(index).padStart(40, 'a')}`);
    server.use(
      namesByWallet(new Map(many.map((address, index) => [address, { id: `id-${index}`, name: `member${index}` }]))),
    );
    const accounts = await newClient().accountsOfWallets(many);
    expect(accounts.size).toBe(150);
    expect(accounts.get(nth(many, 149, 'the last wallet'))).toEqual({ id: 'id-149', name: 'member149' });
    const asked = await Promise.all(
      requests
        .filter((request) => request.url === NAMES_BY_WALLET)
        .map(async (request) => ((await request.json()) as { wallet_addresses: string[] }).wallet_addresses.length),
    );
    expect(asked).toEqual([100, 50]);
  });

  it('fails with the database’s message, for the caller to fall back', async () => {
    server.use(
      http.post(NAMES_BY_WALLET, () =>
        HttpResponse.json(
          { code: '57014', message: 'canceling statement due to statement timeout', details: null, hint: null },
          { status: 500 },
        ),
      ),
    );
    await expect(newClient().accountsOfWallets([ALICE_WALLET])).rejects.toThrow(
      'Failed to fetch the names of wallets: canceling statement due to statement timeout',
    );
  });
});
