/**
 * The one place where an error becomes the sentence a user reads. Whatever went wrong (a wallet,
 * ethers, a contract, supabase-js, the network, or our own code), the user never sees a provider's
 * raw text: JSON, hex payloads, stack traces or "could not coalesce error". The details stay in
 * the console, where the callers log them.
 *
 * `shared/` knows no feature: the contract's custom-error table and other feature-specific
 * readers are passed in as `describers`, tried first.
 */

import { errorChain, type ErrorFields } from './errorChain';
import { USER_REJECTION_CODES } from '../walletErrorCodes';

/** Reads an error a feature knows (e.g. a contract's custom error); null when it is not one of its own. */
export type ErrorDescriber = (error: unknown) => string | null;

export const USER_ERROR_MESSAGES = {
  rejected: 'You declined the request in your wallet.',
  unsupportedMethod:
    'Your wallet does not support this request (it cannot sign messages or send this transaction). Try another wallet, such as MetaMask.',
  unauthorized: 'Your wallet has not allowed this site to use the account. Connect the wallet again, then retry.',
  walletDisconnected: 'Your wallet is not connected to the network. Open the wallet, check its network, then retry.',
  requestPending: 'Your wallet already has a request waiting. Open the wallet to answer it.',
  network: 'Network error: the service could not be reached. Check your connection and try again.',
  serviceUnavailable: 'The service is unavailable right now. Please try again in a moment.',
  alreadyExists: 'This already exists.',
  notAllowedValue: 'Some of the details are not allowed (too long, empty or out of range). Check them and try again.',
  forbidden: 'You are not allowed to do this. Sign in again and retry.',
  notFound: 'It could not be found. It may have been deleted.',
  storageFull: 'Your browser has no room left to keep this. Free some space, then try again.',
} as const;

/** The longest own message shown as it is; anything longer is a dump, not a sentence. */
const MAX_READABLE_LENGTH = 300;

/** A message a person can read: one short line with no JSON, no long hex and no ethers dump. */
export function isReadableMessage(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const trimmed = text.trim();
  return (
    trimmed.length > 0 &&
    trimmed.length <= MAX_READABLE_LENGTH &&
    !/[\n\r{}[\]<>]/.test(trimmed) &&
    !/0x[0-9a-f]{16,}/i.test(trimmed) &&
    !/could not coalesce|\(\w+="|code=|version=|payload=|stack|at \w+ \(/i.test(trimmed)
  );
}

const hasCode = (chain: ErrorFields[], codes: readonly unknown[]) =>
  chain.some((fields) => codes.includes(fields.code));
const anyMessage = (chain: ErrorFields[], pattern: RegExp) =>
  chain.some((fields) => typeof fields.message === 'string' && pattern.test(fields.message));
const hasName = (chain: ErrorFields[], names: readonly string[]) =>
  chain.some((fields) => typeof fields.name === 'string' && names.includes(fields.name));

/** EIP-1193 and JSON-RPC errors of a browser wallet, however ethers wrapped them. */
function walletMessage(chain: ErrorFields[]): string | null {
  if (hasCode(chain, USER_REJECTION_CODES)) return USER_ERROR_MESSAGES.rejected;
  if (
    hasCode(chain, [4200, -32601, 'UNSUPPORTED_OPERATION']) ||
    anyMessage(chain, /method .*(not (supported|found|available|implemented)|does not exist)|unsupported method/i)
  ) {
    return USER_ERROR_MESSAGES.unsupportedMethod;
  }
  if (hasCode(chain, [4100])) return USER_ERROR_MESSAGES.unauthorized;
  if (hasCode(chain, [4900, 4901])) return USER_ERROR_MESSAGES.walletDisconnected;
  if (hasCode(chain, [-32002])) return USER_ERROR_MESSAGES.requestPending;
  return null;
}

/** No answer from a server: fetch's TypeError, ethers' network codes, supabase-js's fetch errors. */
function networkMessage(chain: ErrorFields[]): string | null {
  const retryable = chain.find((fields) => fields.name === 'AuthRetryableFetchError');
  if (retryable && typeof retryable.status === 'number' && retryable.status >= 500)
    return USER_ERROR_MESSAGES.serviceUnavailable;
  if (
    retryable ||
    hasName(chain, ['FunctionsFetchError']) ||
    // -32005: EIP-1474's "limit exceeded", as wallets pass on a rate-limited node (HTTP 429).
    hasCode(chain, ['NETWORK_ERROR', 'TIMEOUT', 'SERVER_ERROR', -32005]) ||
    anyMessage(chain, /failed to fetch|networkerror|network request failed|load failed|fetch failed|err_connection/i)
  ) {
    return USER_ERROR_MESSAGES.network;
  }
  return null;
}

/**
 * A failure that says nothing about the request itself: the server was not reached or was down
 * (the page being left mid-request is one). Trying again later may well work.
 */
export function isTransientError(error: unknown): boolean {
  return networkMessage(errorChain(error)) !== null;
}

/** PostgREST (database) errors carry a Postgres or PGRST code; storage and auth errors a status. */
function supabaseMessage(chain: ErrorFields[]): string | null {
  for (const fields of chain) {
    const isPostgrest =
      fields.name === 'PostgrestError' || (typeof fields.code === 'string' && 'details' in fields && 'hint' in fields);
    if (isPostgrest && typeof fields.code === 'string') {
      if (fields.code === '23505') return USER_ERROR_MESSAGES.alreadyExists;
      if (['23502', '23514', '22001', '22003', '22P02', '23503'].includes(fields.code))
        return USER_ERROR_MESSAGES.notAllowedValue;
      if (['42501', 'PGRST301', 'PGRST302'].includes(fields.code)) return USER_ERROR_MESSAGES.forbidden;
      if (fields.code === 'PGRST116') return USER_ERROR_MESSAGES.notFound;
      return null;
    }
    const name = typeof fields.name === 'string' ? fields.name : '';
    if (name.startsWith('Storage') || name.startsWith('Auth')) {
      const status = typeof fields.status === 'number' ? fields.status : Number(fields.status);
      if (isReadableMessage(fields.message)) return fields.message.trim();
      if (status === 401 || status === 403) return USER_ERROR_MESSAGES.forbidden;
      if (status === 404) return USER_ERROR_MESSAGES.notFound;
      if (status === 413) return USER_ERROR_MESSAGES.notAllowedValue;
      if (status >= 500) return USER_ERROR_MESSAGES.serviceUnavailable;
      return null;
    }
  }
  return null;
}

/** Errors of a provider or library (a wallet's numeric code, an ethers error): their own text is never shown. */
const isProviderError = (fields: ErrorFields) =>
  typeof fields.code === 'number' || (typeof fields.code === 'string' && 'shortMessage' in fields);

/** Library and runtime errors that are read by their kind, never by their text. */
const LIBRARY_ERROR_NAME =
  /^(TypeError|SyntaxError|RangeError|ReferenceError|AbortError|TimeoutError|QuotaExceededError|Auth\w*|Storage\w*|Functions\w*|PostgrestError)$/;

/** An error we raised ourselves with a sentence meant for the user (it wraps no provider error). */
function ownMessage(error: unknown, chain: ErrorFields[]): string | null {
  if (typeof error === 'string') return isReadableMessage(error) ? error.trim() : null;
  if (!(error instanceof Error) || LIBRARY_ERROR_NAME.test(error.name) || chain.some(isProviderError)) return null;
  return isReadableMessage(error.message) ? error.message.trim() : null;
}

/**
 * What the user reads for `error`: a feature's own reading (`describers`, in order), then what is
 * known of wallets, our own readable sentences, the network and supabase-js, else `fallback` (the
 * specification's message for the situation).
 */
export function userMessage(error: unknown, fallback: string, describers: readonly ErrorDescriber[] = []): string {
  for (const describe of describers) {
    const described = describe(error);
    if (described) return described;
  }
  const chain = errorChain(error);
  const quota = hasName(chain, ['QuotaExceededError']) ? USER_ERROR_MESSAGES.storageFull : null;
  return (
    walletMessage(chain) ??
    ownMessage(error, chain) ??
    quota ??
    networkMessage(chain) ??
    supabaseMessage(chain) ??
    fallback
  );
}
