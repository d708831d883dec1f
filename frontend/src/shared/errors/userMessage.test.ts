import { describe, expect, it } from 'vitest';
import { BrowserProvider, makeError, type Eip1193Provider } from 'ethers';
import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthWeakPasswordError,
  FunctionsFetchError,
  PostgrestError,
  StorageApiError,
} from '@supabase/supabase-js';
import { USER_ERROR_MESSAGES, isReadableMessage, isTransientError, userMessage } from './userMessage';

const FALLBACK = 'Failed to link wallet';
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** A browser wallet that answers the account requests and fails every other method with `failure`. */
function walletFailingWith(failure: (method: string) => unknown): Eip1193Provider {
  return {
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_chainId') return '0x5';
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [ACCOUNT];
      throw failure(method);
    },
  };
}

/** The error ethers really throws when the wallet refuses `personal_sign` with `failure`. */
async function signingError(failure: (method: string) => unknown): Promise<unknown> {
  const signer = await new BrowserProvider(walletFailingWith(failure)).getSigner();
  return signer.signMessage('Link this wallet').then(
    () => {
      throw new Error('signing was expected to fail');
    },
    (error: unknown) => error,
  );
}

describe('userMessage', () => {
  it('turns a wallet without personal_sign (ethers, -32601 and 4200) into one plain sentence', async () => {
    const notAvailable = await signingError((method) =>
      Object.assign(new Error(`The method "${method}" does not exist / is not available.`), {
        code: -32601,
        data: { method },
      }),
    );
    const unsupported = await signingError(() => ({
      code: 4200,
      message: 'Unsupported method: personal_sign',
      data: { payload: '0x' + 'ab'.repeat(400) },
    }));
    const coalesced = await signingError(() => ({
      message: 'The wallet cannot do that',
      data: '0x' + '00'.repeat(64),
    }));
    expect((coalesced as Error).message).toMatch(/could not coalesce/);

    expect(userMessage(notAvailable, FALLBACK)).toBe(USER_ERROR_MESSAGES.unsupportedMethod);
    expect(userMessage(unsupported, FALLBACK)).toBe(USER_ERROR_MESSAGES.unsupportedMethod);
    expect(userMessage(coalesced, FALLBACK)).toBe(FALLBACK);
    // Wrapped by our own code (as the auth layer does) it still never leaks the raw text.
    expect(userMessage(new Error((coalesced as Error).message, { cause: coalesced }), FALLBACK)).toBe(FALLBACK);
  });

  it("reads MetaMask's EIP-1193 errors, however nested", async () => {
    expect(
      userMessage({ code: 4001, message: 'MetaMask Tx Signature: User denied transaction signature.' }, FALLBACK),
    ).toBe(USER_ERROR_MESSAGES.rejected);
    expect(
      userMessage(await signingError(() => ({ code: 4001, message: 'User rejected the request.' })), FALLBACK),
    ).toBe(USER_ERROR_MESSAGES.rejected);
    expect(
      userMessage(
        { code: -32603, message: 'Internal JSON-RPC error.', data: { originalError: { code: 4001 } } },
        FALLBACK,
      ),
    ).toBe(USER_ERROR_MESSAGES.rejected);
    expect(
      userMessage(
        { code: 4100, message: 'The requested account and/or method has not been authorized by the user.' },
        FALLBACK,
      ),
    ).toBe(USER_ERROR_MESSAGES.unauthorized);
    expect(userMessage({ code: 4900, message: 'Disconnected' }, FALLBACK)).toBe(USER_ERROR_MESSAGES.walletDisconnected);
    expect(
      userMessage(
        { code: -32002, message: "Request of type 'wallet_requestPermissions' already pending for origin" },
        FALLBACK,
      ),
    ).toBe(USER_ERROR_MESSAGES.requestPending);
    expect(userMessage({ code: -32603, message: 'Internal JSON-RPC error.' }, FALLBACK)).toBe(FALLBACK);
  });

  it("reads ethers' errors by their code, never by their text", () => {
    expect(
      userMessage(
        makeError('user rejected action', 'ACTION_REJECTED', { action: 'signMessage', reason: 'rejected' }),
        FALLBACK,
      ),
    ).toBe(USER_ERROR_MESSAGES.rejected);
    expect(userMessage(makeError('network is down', 'NETWORK_ERROR', { event: 'x' }), FALLBACK)).toBe(
      USER_ERROR_MESSAGES.network,
    );
    expect(userMessage(makeError('timeout', 'TIMEOUT', { operation: 'x', reason: 'timeout' }), FALLBACK)).toBe(
      USER_ERROR_MESSAGES.network,
    );
    expect(userMessage(makeError('unknown', 'UNKNOWN_ERROR', { error: { message: 'x' } }), FALLBACK)).toBe(FALLBACK);
    expect(userMessage(makeError('bad data', 'BAD_DATA', { value: '0x' }), FALLBACK)).toBe(FALLBACK);
  });

  it('reads supabase-js errors: auth, database (PostgREST), storage and functions', () => {
    expect(
      userMessage(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'), 'Failed to log in'),
    ).toBe('Invalid login credentials');
    expect(
      userMessage(
        new AuthWeakPasswordError('Password should be at least 8 characters.', 422, ['length']),
        'Failed to register',
      ),
    ).toBe('Password should be at least 8 characters.');
    expect(userMessage(new AuthRetryableFetchError('Failed to fetch', 0), 'Failed to log in')).toBe(
      USER_ERROR_MESSAGES.network,
    );
    expect(userMessage(new AuthRetryableFetchError('{}', 503), 'Failed to log in')).toBe(
      USER_ERROR_MESSAGES.serviceUnavailable,
    );
    expect(userMessage(new AuthApiError('', 500, 'unexpected_failure'), 'Failed to log in')).toBe(
      USER_ERROR_MESSAGES.serviceUnavailable,
    );

    const postgrest = (code: string) =>
      new PostgrestError({
        message: `raw ${code} {"detail": "..."}`,
        details: 'Key (name)=(x) already exists.',
        hint: '',
        code,
      });
    expect(userMessage(postgrest('23505'), 'Failed to create tool')).toBe(USER_ERROR_MESSAGES.alreadyExists);
    expect(userMessage(postgrest('23514'), 'Failed to create tool')).toBe(USER_ERROR_MESSAGES.notAllowedValue);
    expect(userMessage(postgrest('42501'), 'Failed to update tool')).toBe(USER_ERROR_MESSAGES.forbidden);
    expect(userMessage(postgrest('PGRST116'), 'Failed to fetch tool details')).toBe(USER_ERROR_MESSAGES.notFound);
    expect(userMessage(postgrest('XX000'), 'Failed to fetch tools')).toBe('Failed to fetch tools');
    // The plain object PostgREST returns as `error` reads the same.
    expect(userMessage({ code: '23505', message: 'duplicate key', details: null, hint: null }, 'Failed')).toBe(
      USER_ERROR_MESSAGES.alreadyExists,
    );

    expect(
      userMessage(
        new StorageApiError('The object exceeded the maximum allowed size', 413, 'EntityTooLarge'),
        'Failed to create tool',
      ),
    ).toBe('The object exceeded the maximum allowed size');
    expect(userMessage(new StorageApiError('{"statusCode":"403"}', 403, 'Unauthorized'), 'Failed to create tool')).toBe(
      USER_ERROR_MESSAGES.forbidden,
    );
    expect(userMessage(new FunctionsFetchError(new TypeError('Failed to fetch')), FALLBACK)).toBe(
      USER_ERROR_MESSAGES.network,
    );
  });

  it('reads network failures of fetch', () => {
    expect(userMessage(new TypeError('Failed to fetch'), 'Failed to fetch tools')).toBe(USER_ERROR_MESSAGES.network);
    expect(userMessage(new TypeError('NetworkError when attempting to fetch resource.'), 'x')).toBe(
      USER_ERROR_MESSAGES.network,
    );
    expect(
      userMessage(new TypeError("Cannot read properties of undefined (reading 'id')"), 'Failed to fetch tools'),
    ).toBe('Failed to fetch tools');
  });

  it('shows our own readable sentences and falls back for everything else', () => {
    expect(userMessage(new Error('This wallet is already linked to another account'), FALLBACK)).toBe(
      'This wallet is already linked to another account',
    );
    expect(userMessage('Wallet not connected', FALLBACK)).toBe('Wallet not connected');
    expect(userMessage(new Error(''), FALLBACK)).toBe(FALLBACK);
    expect(userMessage(new Error('{"code":-32000,"message":"x"}'), FALLBACK)).toBe(FALLBACK);
    expect(userMessage(new Error(`bad ${'0x' + 'ab'.repeat(40)}`), FALLBACK)).toBe(FALLBACK);
    expect(userMessage(new Error('line one\nline two'), FALLBACK)).toBe(FALLBACK);
    expect(userMessage(null, FALLBACK)).toBe(FALLBACK);
    expect(userMessage(undefined, FALLBACK)).toBe(FALLBACK);
    expect(userMessage(42, FALLBACK)).toBe(FALLBACK);
    expect(userMessage({ message: 'plain object' }, FALLBACK)).toBe(FALLBACK);
    expect(userMessage(new DOMException('The quota has been exceeded.', 'QuotaExceededError'), FALLBACK)).toBe(
      USER_ERROR_MESSAGES.storageFull,
    );
  });

  it("tries the features' describers first, in order", () => {
    const contract = (error: unknown) => (error === 'revert' ? 'Only the lender can do this.' : null);
    expect(userMessage('revert', FALLBACK, [contract])).toBe('Only the lender can do this.');
    expect(userMessage(new Error('Mine'), FALLBACK, [contract])).toBe('Mine');
  });

  it('calls a message readable only when it is one short line without dumps', () => {
    expect(isReadableMessage('Invalid login credentials')).toBe(true);
    expect(isReadableMessage('x'.repeat(301))).toBe(false);
    expect(isReadableMessage('could not coalesce error (error={ })')).toBe(false);
    expect(
      isReadableMessage(
        'unsupported operation (operation="personal_sign", code=UNSUPPORTED_OPERATION, version=6.17.0)',
      ),
    ).toBe(false);
  });
});

describe('isTransientError', () => {
  it('is true when the server was not reached or was down, however the error was wrapped', () => {
    expect(isTransientError(new TypeError('Failed to fetch'))).toBe(true);
    expect(
      isTransientError(
        new Error('Network error: the service could not be reached.', {
          cause: new TypeError('Failed to fetch dynamically imported module: /assets/walletLink.js'),
        }),
      ),
    ).toBe(true);
    expect(isTransientError(Object.assign(new Error('503'), { name: 'AuthRetryableFetchError', status: 503 }))).toBe(
      true,
    );
  });

  it('is false for a refusal: a declined signature, a server that said no, our own sentence', () => {
    expect(isTransientError(Object.assign(new Error('User denied message signature.'), { code: 4001 }))).toBe(false);
    expect(isTransientError(new Error('This wallet is already linked to another account'))).toBe(false);
    expect(
      isTransientError(
        Object.assign(new Error('forbidden'), { name: 'PostgrestError', code: '42501', details: '', hint: '' }),
      ),
    ).toBe(false);
  });
});

describe('isTransientError, for chain reads (ChainNotice, the query client’s retries)', () => {
  it('is true for no answer, a rate limit and a server error, wrapped or not', () => {
    expect(isTransientError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isTransientError(makeError('timeout', 'TIMEOUT', { operation: 'x', reason: 'timeout' }))).toBe(true);
    expect(isTransientError(Object.assign(new Error('Request failed with status 429'), { code: -32005 }))).toBe(true);
    expect(isTransientError(new Error('Failed to fetch rentals', { cause: new TypeError('Failed to fetch') }))).toBe(
      true,
    );
  });

  it("is false for the chain's own answers", () => {
    expect(isTransientError(new Error('execution reverted: NotLender'))).toBe(false);
    expect(isTransientError(Object.assign(new Error('User rejected'), { code: 4001 }))).toBe(false);
  });
});
