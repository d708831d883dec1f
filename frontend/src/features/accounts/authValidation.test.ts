import { describe, expect, it } from 'vitest';
import { authFailureMessage, validateAuthForm } from './authValidation';

describe('validateAuthForm', () => {
  it('checks sign-up in the specified order: matching first, then length', () => {
    expect(validateAuthForm('signUp', 'short', 'other')).toBe('Passwords do not match');
    expect(validateAuthForm('signUp', 'short', 'short')).toBe('Password must be at least 8 characters long');
    expect(validateAuthForm('signUp', '12345678', '12345678')).toBeNull();
  });

  it('leaves sign-in to the provider', () => {
    expect(validateAuthForm('signIn', 'x', '')).toBeNull();
  });
});

describe('authFailureMessage', () => {
  it('shows the failure’s message, or "Authentication failed"', () => {
    expect(authFailureMessage(new Error('Invalid login credentials'))).toBe('Invalid login credentials');
    expect(authFailureMessage(new Error(''))).toBe('Authentication failed');
    expect(authFailureMessage('   ')).toBe('Authentication failed');
    expect(
      authFailureMessage(new Error('could not coalesce error (error={ "code": -32603 }, payload={ "id": 4 })')),
    ).toBe('Authentication failed');
    expect(authFailureMessage(undefined)).toBe('Authentication failed');
  });
});
