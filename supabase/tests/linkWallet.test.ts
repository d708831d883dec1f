import { Wallet } from 'ethers';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildWalletLinkMessage, WALLET_LINK_ERRORS } from '../functions/_shared/walletLinkProof.ts';
import {
  createLinkWalletHandler,
  LINK_WALLET_ERRORS,
  type LinkWalletBackend,
  type LinkWalletUser,
} from '../functions/link-wallet/linkWallet.ts';
import { createMigratedDatabase } from './support/migratedDatabase';

// The Edge Function's logic end to end on the real schema: nonces, the SIWE check and the
// wallet write go through the migration's functions and table as the service role.

const ALICE: LinkWalletUser = { id: '1a1e4c7e-0000-4000-8000-00000000a11c', email: 'alice@toolshare.test' };
const BOB: LinkWalletUser = { id: '1b0b0b0b-0000-4000-8000-000000000b0b', email: 'bob@toolshare.test' };
const TOKENS: Record<string, LinkWalletUser> = { 'alice-access-token': ALICE, 'bob-access-token': BOB };

const APP_HOST = 'toolshare.example';
const aliceWallet = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const bobWallet = new Wallet('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdcab365');

let pool: pg.Pool | undefined;

function database(): pg.Pool {
  if (!pool) throw new Error('The test database was not created');
  return pool;
}

/** Runs `sql` as the service role, the Edge Function's role, in its own transaction. */
async function asServiceRole<Row extends pg.QueryResultRow>(sql: string, params: unknown[]): Promise<Row[]> {
  const db = await database().connect();
  try {
    await db.query('begin');
    await db.query('set local role service_role');
    const { rows } = await db.query<Row>(sql, params);
    await db.query('commit');
    return rows;
  } catch (error) {
    await db.query('rollback');
    throw error;
  } finally {
    db.release();
  }
}

const postgresBackend: LinkWalletBackend = {
  userOfAccessToken(token) {
    return Promise.resolve(TOKENS[token] ?? null);
  },
  async issueNonce(userId) {
    const [row] = await asServiceRole<{ nonce: string }>('select public.issue_wallet_link_nonce($1) as nonce', [
      userId,
    ]);
    return row.nonce;
  },
  async consumeNonce(userId, nonce) {
    const [row] = await asServiceRole<{ ok: boolean }>('select public.consume_wallet_link_nonce($1, $2) as ok', [
      userId,
      nonce,
    ]);
    return row.ok;
  },
  async saveWalletAddress(user, walletAddress) {
    await asServiceRole('update public.users set wallet_address = $1 where id = $2', [walletAddress, user.id]);
  },
};

const SUPPORTED_CHAINS = [1, 5];
const handle = createLinkWalletHandler(postgresBackend, {
  allowedDomains: [APP_HOST, 'localhost:5173'],
  allowedChainIds: SUPPORTED_CHAINS,
});

function post(body: unknown, token?: string): Request {
  return new Request('http://functions.test/link-wallet', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

async function answer(response: Response): Promise<{ status: number; body: Record<string, string> }> {
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

async function freshNonce(token: string): Promise<string> {
  const { status, body } = await answer(await handle(post({ action: 'nonce' }, token)));
  expect(status).toBe(200);
  return body.nonce;
}

async function signedLink(
  wallet: Wallet,
  user: LinkWalletUser,
  nonce: string,
  domain = APP_HOST,
  { chainId = 5, uri = `https://${domain}` } = {},
) {
  const message = buildWalletLinkMessage({
    address: wallet.address,
    chainId,
    domain,
    uri,
    nonce,
    userId: user.id,
    email: user.email,
  });
  return { action: 'link', message, signature: await wallet.signMessage(message) };
}

async function walletOf(user: LinkWalletUser): Promise<string | null> {
  const { rows } = await database().query<{ wallet_address: string | null }>(
    'select wallet_address from public.users where id = $1',
    [user.id],
  );
  return rows[0].wallet_address;
}

async function unlinkAll(): Promise<void> {
  await database().query('update public.users set wallet_address = null');
}

beforeAll(async () => {
  pool = await createMigratedDatabase('link_wallet');
  await database().query('insert into auth.users (id, email) values ($1, $2), ($3, $4)', [
    ALICE.id,
    ALICE.email,
    BOB.id,
    BOB.email,
  ]);
});

afterAll(async () => {
  await pool?.end();
});

describe('link-wallet Edge Function', () => {
  it('answers the browser preflight with CORS headers and refuses methods other than POST', async () => {
    const preflight = await handle(new Request('http://functions.test/link-wallet', { method: 'OPTIONS' }));
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('authorization');
    expect(await answer(await handle(new Request('http://functions.test/link-wallet')))).toEqual({
      status: 405,
      body: { error: LINK_WALLET_ERRORS.methodNotAllowed },
    });
  });

  it('refuses callers who are not signed in', async () => {
    for (const token of [undefined, 'forged-token']) {
      expect(await answer(await handle(post({ action: 'nonce' }, token)))).toEqual({
        status: 401,
        body: { error: 'You must be logged in to link a wallet' },
      });
    }
  });

  it('refuses an incomplete request', async () => {
    for (const body of [{}, { action: 'link', message: 'x' }, { action: 'delete' }, 'nonce']) {
      expect(await answer(await handle(post(body, 'alice-access-token')))).toEqual({
        status: 400,
        body: { error: LINK_WALLET_ERRORS.badRequest },
      });
    }
  });

  it('issues a nonce, then saves the lower-case address when the wallet signs the message naming the account', async () => {
    await unlinkAll();
    const nonce = await freshNonce('alice-access-token');
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    const link = await signedLink(aliceWallet, ALICE, nonce);
    expect(await answer(await handle(post(link, 'alice-access-token')))).toEqual({
      status: 200,
      body: { walletAddress: aliceWallet.address.toLowerCase() },
    });
    expect(await walletOf(ALICE)).toBe(aliceWallet.address.toLowerCase());
  });

  it('refuses a replay of a proof that was already used', async () => {
    await unlinkAll();
    const link = await signedLink(aliceWallet, ALICE, await freshNonce('alice-access-token'));
    expect((await handle(post(link, 'alice-access-token'))).status).toBe(200);
    await unlinkAll();
    expect(await answer(await handle(post(link, 'alice-access-token')))).toEqual({
      status: 400,
      body: { error: WALLET_LINK_ERRORS.nonceUsed },
    });
    expect(await walletOf(ALICE)).toBeNull();
  });

  it("refuses another wallet's signature and writes nothing", async () => {
    await unlinkAll();
    const link = await signedLink(aliceWallet, ALICE, await freshNonce('alice-access-token'));
    const forged = { ...link, signature: await bobWallet.signMessage(link.message) };
    expect(await answer(await handle(post(forged, 'alice-access-token')))).toEqual({
      status: 400,
      body: { error: WALLET_LINK_ERRORS.badSignature },
    });
    expect(await walletOf(ALICE)).toBeNull();
  });

  it("refuses Bob's signed message sent with Alice's session, and a nonce issued to Bob", async () => {
    await unlinkAll();
    const bobsLink = await signedLink(bobWallet, BOB, await freshNonce('bob-access-token'));
    expect(await answer(await handle(post(bobsLink, 'alice-access-token')))).toEqual({
      status: 400,
      body: { error: WALLET_LINK_ERRORS.otherAccount },
    });
    const aliceWithBobsNonce = await signedLink(aliceWallet, ALICE, await freshNonce('bob-access-token'));
    expect(await answer(await handle(post(aliceWithBobsNonce, 'alice-access-token')))).toEqual({
      status: 400,
      body: { error: WALLET_LINK_ERRORS.nonceUsed },
    });
    expect(await walletOf(ALICE)).toBeNull();
  });

  it('refuses a message signed for another site', async () => {
    const link = await signedLink(aliceWallet, ALICE, await freshNonce('alice-access-token'), 'toolshare.evil.test');
    expect(await answer(await handle(post(link, 'alice-access-token')))).toEqual({
      status: 400,
      body: { error: 'This wallet link request was made for another site (toolshare.evil.test).' },
    });
  });

  it('refuses an expired message', async () => {
    const link = await signedLink(aliceWallet, ALICE, await freshNonce('alice-access-token'));
    const later = createLinkWalletHandler(postgresBackend, {
      allowedDomains: [APP_HOST],
      allowedChainIds: SUPPORTED_CHAINS,
      now: () => new Date(Date.now() + 11 * 60_000),
    });
    expect(await answer(await later(post(link, 'alice-access-token')))).toEqual({
      status: 400,
      body: { error: WALLET_LINK_ERRORS.expired },
    });
  });

  it('refuses a wallet already linked to another account, with a readable message', async () => {
    await unlinkAll();
    expect(
      (await handle(post(await signedLink(bobWallet, BOB, await freshNonce('bob-access-token')), 'bob-access-token')))
        .status,
    ).toBe(200);
    const aliceTakesBobsWallet = await signedLink(bobWallet, ALICE, await freshNonce('alice-access-token'));
    expect(await answer(await handle(post(aliceTakesBobsWallet, 'alice-access-token')))).toEqual({
      status: 409,
      body: { error: 'This wallet is already linked to another account' },
    });
    expect(await walletOf(ALICE)).toBeNull();
    expect(await walletOf(BOB)).toBe(bobWallet.address.toLowerCase());
  });

  it('says so when the app hosts or chains are not configured, instead of accepting any site or chain', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const options of [
      { allowedDomains: [], allowedChainIds: SUPPORTED_CHAINS },
      { allowedDomains: [APP_HOST], allowedChainIds: [] },
    ]) {
      const unconfigured = createLinkWalletHandler(postgresBackend, options);
      const link = await signedLink(aliceWallet, ALICE, await freshNonce('alice-access-token'));
      expect(await answer(await unconfigured(post(link, 'alice-access-token')))).toEqual({
        status: 500,
        body: { error: LINK_WALLET_ERRORS.notConfigured },
      });
    }
    vi.restoreAllMocks();
  });

  it('refuses a message for a chain the app does not support, and writes nothing', async () => {
    await unlinkAll();
    const link = await signedLink(aliceWallet, ALICE, await freshNonce('alice-access-token'), APP_HOST, {
      chainId: 137,
    });
    expect(await answer(await handle(post(link, 'alice-access-token')))).toEqual({
      status: 400,
      body: { error: WALLET_LINK_ERRORS.otherChain(137) },
    });
    expect(await walletOf(ALICE)).toBeNull();
  });

  it('refuses a message whose URI is on another origin, even with the right domain', async () => {
    await unlinkAll();
    for (const uri of [
      'https://toolshare.evil.test/login',
      `http://${APP_HOST}`,
      `https://${APP_HOST}.evil.test`,
      'javascript:alert(1)',
    ]) {
      const link = await signedLink(aliceWallet, ALICE, await freshNonce('alice-access-token'), APP_HOST, { uri });
      expect(await answer(await handle(post(link, 'alice-access-token'))), uri).toEqual({
        status: 400,
        body: { error: WALLET_LINK_ERRORS.otherOrigin(uri) },
      });
    }
    expect(await walletOf(ALICE)).toBeNull();
    // A path on the app's origin is fine, and so is plain http on this machine.
    const onPage = await signedLink(aliceWallet, ALICE, await freshNonce('alice-access-token'), APP_HOST, {
      uri: `https://${APP_HOST}/profile`,
    });
    expect((await handle(post(onPage, 'alice-access-token'))).status).toBe(200);
    await unlinkAll();
    const local = await signedLink(aliceWallet, ALICE, await freshNonce('alice-access-token'), 'localhost:5173', {
      uri: 'http://localhost:5173',
    });
    expect((await handle(post(local, 'alice-access-token'))).status).toBe(200);
  });

  it('keeps at most 3 live nonces per user: asking for more drops the oldest', async () => {
    await unlinkAll();
    await database().query('delete from public.wallet_link_nonces');
    const nonces = [];
    for (let n = 0; n < 20; n += 1) nonces.push(await freshNonce('alice-access-token'));
    await freshNonce('bob-access-token');
    const { rows } = await database().query(
      'select user_id, count(*)::int as live from public.wallet_link_nonces group by user_id order by user_id',
    );
    expect(rows).toEqual([
      { user_id: ALICE.id, live: 3 },
      { user_id: BOB.id, live: 1 },
    ]);
    const oldest = await signedLink(aliceWallet, ALICE, nonces[16]);
    expect(await answer(await handle(post(oldest, 'alice-access-token')))).toEqual({
      status: 400,
      body: { error: WALLET_LINK_ERRORS.nonceUsed },
    });
    const kept = await signedLink(aliceWallet, ALICE, nonces[17]);
    expect((await handle(post(kept, 'alice-access-token'))).status).toBe(200);
  });

  it('hides unexpected database failures behind the generic message', async () => {
    const failing = createLinkWalletHandler(
      { ...postgresBackend, issueNonce: () => Promise.reject(new Error('connection refused')) },
      { allowedDomains: [APP_HOST], allowedChainIds: SUPPORTED_CHAINS },
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await answer(await failing(post({ action: 'nonce' }, 'alice-access-token')))).toEqual({
      status: 500,
      body: { error: 'Failed to link wallet' },
    });
    expect(logged).toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
