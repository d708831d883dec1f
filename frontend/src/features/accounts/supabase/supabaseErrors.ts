import type { AuthError } from '@supabase/supabase-js';

// Type-only import above: these helpers must not pull the Supabase client into the main bundle,
// so the errors are recognised by their `name`, which supabase-js sets on each class.

export const SUPABASE_ACCOUNT_ERRORS = {
  notSignedIn: 'You must be logged in to link a wallet',
  unreachable: 'Network error: the accounts service could not be reached. Check your connection and try again.',
  unavailable: (status: number) =>
    `Network error: the accounts service is unavailable right now (HTTP ${status}). Please try again in a moment.`,
  walletServiceUnreachable:
    'Network error: the wallet-link service could not be reached. Check your connection and try again.',
  confirmEmail: (email: string) => `Almost there: we sent a confirmation link to ${email}. Open it, then sign in.`,
} as const;

/** Sign-out failures the specification ignores: the session is already gone on the server. */
export function isIgnorableSignOutError(error: AuthError): boolean {
  return (
    error.name === 'AuthSessionMissingError' ||
    (error.name === 'AuthApiError' && [401, 403, 404].includes(error.status ?? 0))
  );
}

/**
 * The Error shown to the user for a failure of the auth service: its own message (invalid
 * credentials, weak password, already registered...), or for a network failure (no answer, or a
 * 5xx from the gateway, which carries no message of its own) a sentence that says so.
 */
export function authServiceError(error: AuthError): Error {
  if (error.name === 'AuthRetryableFetchError') {
    const status = error.status ?? 0;
    return new Error(
      status >= 500 ? SUPABASE_ACCOUNT_ERRORS.unavailable(status) : SUPABASE_ACCOUNT_ERRORS.unreachable,
      { cause: error },
    );
  }
  const reasons = (error as AuthError & { reasons?: unknown }).reasons;
  if (!error.message.trim() && error.name === 'AuthWeakPasswordError' && Array.isArray(reasons) && reasons.length > 0) {
    return new Error(`Password is too weak (${reasons.join(', ')}).`, { cause: error });
  }
  // An empty message becomes the AuthProvider's fallback ('Failed to log in', ...).
  return new Error(error.message, { cause: error });
}

/** The Error shown for a failed call of the link-wallet Edge Function. */
export async function edgeFunctionError(error: unknown): Promise<Error> {
  const named = error as { name?: string; message?: string; context?: unknown };
  if (named.name === 'FunctionsFetchError')
    return new Error(SUPABASE_ACCOUNT_ERRORS.walletServiceUnreachable, { cause: error });
  if (named.name === 'FunctionsHttpError' && named.context instanceof Response) {
    const response = named.context;
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      // Not JSON: fall through to the status.
    }
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const message = [fields.error, fields.message, fields.msg].find(
      (value): value is string => typeof value === 'string' && value.trim() !== '',
    );
    if (message) return new Error(message, { cause: error });
    if (response.status === 401) return new Error(SUPABASE_ACCOUNT_ERRORS.notSignedIn, { cause: error });
    if (response.status >= 500)
      return new Error(SUPABASE_ACCOUNT_ERRORS.unavailable(response.status), { cause: error });
  }
  // Nothing readable: the AuthProvider shows 'Failed to link wallet'.
  return new Error(named.name === 'FunctionsRelayError' ? (named.message ?? '') : '', { cause: error });
}
