import { describe, expect, it } from 'vitest';
import { nameFromEmail } from './names';

describe('nameFromEmail', () => {
  it('is the local part of the address', () => {
    expect(nameFromEmail('sam.lee@example.com')).toBe('sam.lee');
  });

  it('is the fallback when the local part is empty', () => {
    expect(nameFromEmail('@example.com', 'User')).toBe('User');
    expect(nameFromEmail('', 'Account')).toBe('Account');
    expect(nameFromEmail('')).toBe('');
  });
});
