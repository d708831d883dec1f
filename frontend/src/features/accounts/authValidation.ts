import { userMessage } from '../../shared/errors/userMessage';

export type AuthMode = 'signIn' | 'signUp';

export const MIN_PASSWORD_LENGTH = 8;

export const AUTH_FORM_MESSAGES = {
  passwordsDiffer: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  failed: 'Authentication failed',
} as const;

/**
 * The form's own checks before anything is sent (§5). Sign-up, in this order: the passwords
 * match, then the password is long enough. Sign-in needs only e-mail and password (the inputs
 * are required). Returns the message to show, or null.
 */
export function validateAuthForm(mode: AuthMode, password: string, confirmPassword: string): string | null {
  if (mode === 'signIn') return null;
  if (password !== confirmPassword) return AUTH_FORM_MESSAGES.passwordsDiffer;
  if (password.length < MIN_PASSWORD_LENGTH) return AUTH_FORM_MESSAGES.passwordTooShort;
  return null;
}

/** What the form says when signing in or up fails: the failure's message, else "Authentication failed". */
export function authFailureMessage(failure: unknown): string {
  return userMessage(failure, AUTH_FORM_MESSAGES.failed);
}
