/**
 * The link-wallet Edge Function's logic, free of Deno and of the Supabase client so that it runs
 * under vitest too (index.ts only wires it to the service-role client and serves it).
 *
 * POST with the caller's access token (supabase.functions.invoke sends it):
 *   { "action": "nonce" }                                  -> 200 { "nonce" } (a user keeps at most 3 live nonces)
 *   { "action": "link", "message": "...", "signature": "0x..." } -> 200 { "walletAddress" }
 * Failures answer { "error": "<message for the user>" } with 400 (request or proof refused),
 * 401 (not signed in), 409 (wallet linked to another account), 405 or 500.
 */
import { verifyWalletLink, WalletLinkError } from '../_shared/walletLinkProof.ts';

export const LINK_WALLET_ERRORS = {
  notSignedIn: 'You must be logged in to link a wallet',
  walletTaken: 'This wallet is already linked to another account',
  badRequest: 'The wallet link request is incomplete.',
  methodNotAllowed: 'Use POST to link a wallet.',
  notConfigured:
    'Wallet linking is not set up on the server yet (WALLET_LINK_DOMAINS or WALLET_LINK_CHAIN_IDS is missing).',
  failed: 'Failed to link wallet',
} as const;

export interface LinkWalletUser {
  id: string;
  email: string;
}

/** What the function needs from the database and the auth service (the service role's powers). */
export interface LinkWalletBackend {
  /** The user the access token belongs to, or null when it is missing, expired, forged or revoked. */
  userOfAccessToken: (accessToken: string) => Promise<LinkWalletUser | null>;
  issueNonce: (userId: string) => Promise<string>;
  /** True exactly once for an unexpired nonce issued to this user. */
  consumeNonce: (userId: string, nonce: string) => Promise<boolean>;
  /** Writes the (lower-case) address on the user's profile; rejects with the database's error, whose `code` is kept. */
  saveWalletAddress: (user: LinkWalletUser, walletAddress: string) => Promise<void>;
}

export interface LinkWalletOptions {
  /** The app's hosts ("toolshare.example", "localhost:5173"): a message signed for any other site is refused. */
  allowedDomains: readonly string[];
  /** The chain ids the app supports (1, 5, 11155111): a message for any other chain is refused. */
  allowedChainIds: readonly number[];
  now?: () => Date;
}

// supabase.functions.invoke calls from the app's origin: the browser needs these to send the request.
export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const UNIQUE_VIOLATION = '23505';

function json(status: number, body: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json' },
  });
}

const failure = (status: number, error: string) => json(status, { error });

function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match ? match[1] : null;
}

type LinkWalletRequest = { action: 'nonce' } | { action: 'link'; message: string; signature: string };

async function readRequest(request: Request): Promise<LinkWalletRequest | null> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const fields = body as Record<string, unknown>;
  if (fields.action === 'nonce') return { action: 'nonce' };
  if (fields.action === 'link' && typeof fields.message === 'string' && typeof fields.signature === 'string') {
    return { action: 'link', message: fields.message, signature: fields.signature };
  }
  return null;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}

export function createLinkWalletHandler(
  backend: LinkWalletBackend,
  options: LinkWalletOptions,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS });
    if (request.method !== 'POST') return failure(405, LINK_WALLET_ERRORS.methodNotAllowed);

    try {
      const token = bearerToken(request);
      const user = token ? await backend.userOfAccessToken(token) : null;
      if (!user) return failure(401, LINK_WALLET_ERRORS.notSignedIn);

      const body = await readRequest(request);
      if (!body) return failure(400, LINK_WALLET_ERRORS.badRequest);
      if (body.action === 'nonce') return json(200, { nonce: await backend.issueNonce(user.id) });

      if (options.allowedDomains.length === 0 || options.allowedChainIds.length === 0) {
        console.error(
          'link-wallet: set the WALLET_LINK_DOMAINS and WALLET_LINK_CHAIN_IDS secrets to the app host(s) and chain id(s).',
        );
        return failure(500, LINK_WALLET_ERRORS.notConfigured);
      }
      const { address } = await verifyWalletLink(
        { message: body.message, signature: body.signature },
        {
          userId: user.id,
          domain: options.allowedDomains,
          chainIds: options.allowedChainIds,
          nonces: { consume: (nonce) => backend.consumeNonce(user.id, nonce) },
          now: options.now?.(),
        },
      );
      try {
        await backend.saveWalletAddress(user, address);
      } catch (error) {
        if (isUniqueViolation(error)) return failure(409, LINK_WALLET_ERRORS.walletTaken);
        throw error;
      }
      return json(200, { walletAddress: address });
    } catch (error) {
      if (error instanceof WalletLinkError) return failure(400, error.message);
      console.error('link-wallet failed:', error);
      return failure(500, LINK_WALLET_ERRORS.failed);
    }
  };
}
