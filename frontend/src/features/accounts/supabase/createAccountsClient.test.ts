import { describe, expect, it } from 'vitest';
import { createAccountsClient } from '../createAccountsClient';
import { LocalAccountsClient } from '../LocalAccountsClient';

describe('createAccountsClient', () => {
  it('uses Supabase when both the project URL and the anon key are set', () => {
    const client = createAccountsClient({
      VITE_SUPABASE_URL: 'https://abcd.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'anon-key',
    });
    // The Supabase client itself loads on first use (its chunk is not on the first page).
    expect(client).not.toBeInstanceOf(LocalAccountsClient);
    expect(client.isMockAuth).toBe(false);
  });

  it('keeps one Supabase client per project, so a page has one auth session manager', () => {
    const environment = { VITE_SUPABASE_URL: 'https://abcd.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon-key' };
    expect(createAccountsClient(environment)).toBe(createAccountsClient(environment));
  });

  it.each([
    {},
    { VITE_SUPABASE_URL: 'https://abcd.supabase.co' },
    { VITE_SUPABASE_ANON_KEY: 'anon-key' },
    { VITE_SUPABASE_URL: ' ', VITE_SUPABASE_ANON_KEY: 'anon-key' },
  ])('uses the local store (mock-auth mode) otherwise: %o', async (environment) => {
    const client = createAccountsClient(environment);
    expect(client.isMockAuth).toBe(true);
    // Its code loads on first use; the account it makes is in this browser's store.
    const registered = await client.register('sam@example.com', 'correct horse battery');
    expect(await new LocalAccountsClient().restoreSession()).toEqual(registered);
  });
});
