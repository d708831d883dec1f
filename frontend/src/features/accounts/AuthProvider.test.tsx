import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { AuthProvider, useAuth, type AuthContextValue } from './AuthProvider';
import { FakeAccountsClient } from './test/FakeAccountsClient';
import { nth } from '../../test/defined';

function renderAuth(client = new FakeAccountsClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => <AuthProvider client={client}>{children}</AuthProvider>;
  return { client, ...renderHook(() => useAuth(), { wrapper }) };
}

async function settled(client = new FakeAccountsClient()) {
  const rendered = renderAuth(client);
  await waitFor(() => expect(rendered.result.current.loading).toBe(false));
  return rendered;
}

const failWith = (message: string) => async (): Promise<never> => {
  throw new Error(message);
};

describe('AuthProvider', () => {
  it('refuses to be used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });

  it('exposes exactly the specified fields', async () => {
    const { result } = await settled();
    expect(Object.keys(result.current).sort()).toEqual(
      [
        'isAuthenticated',
        'isMockAuth',
        'linkWalletToAccount',
        'loading',
        'login',
        'logout',
        'register',
        'toggleMockAuth',
        'user',
      ].sort(),
    );
  });

  it('is loading while the kept session is read, then has its user', async () => {
    let finish: (user: { id: string; email: string }) => void = () => {};
    const client = new FakeAccountsClient();
    client.session = () => new Promise((resolve) => (finish = resolve));
    const { result } = renderAuth(client);
    expect(result.current.loading).toBe(true);
    expect(result.current.isAuthenticated).toBe(false);

    await act(async () => finish({ id: 'u1', email: 'sam@example.com' }));
    expect(result.current.loading).toBe(false);
    expect(result.current.user).toEqual({ id: 'u1', email: 'sam@example.com' });
    expect(result.current.isAuthenticated).toBe(true);
  });

  it('stops loading even when the session cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = new FakeAccountsClient();
    client.session = failWith('storage unavailable');
    const { result } = await settled(client);
    expect(result.current.user).toBeNull();
  });

  it('follows the client’s auth-state changes', async () => {
    const { result, client } = await settled();
    act(() => client.emit({ id: 'u2', email: 'kim@example.com' }));
    expect(result.current.user?.email).toBe('kim@example.com');
    act(() => client.emit(null));
    expect(result.current.isAuthenticated).toBe(false);
  });

  it('is loading during login and signs the user in', async () => {
    const { result, client } = await settled();
    let finish: () => void = () => {};
    client.loginResult = () =>
      new Promise((resolve) => (finish = () => resolve({ id: 'u1', email: 'sam@example.com' })));
    let login: Promise<void> = Promise.resolve();
    act(() => {
      login = result.current.login('sam@example.com', 'correct-horse-42');
    });
    expect(result.current.loading).toBe(true);
    await act(async () => {
      finish();
      await login;
    });
    expect(result.current.loading).toBe(false);
    expect(result.current.user?.id).toBe('u1');
  });

  it('passes the provider’s messages on, and falls back to the specified ones', async () => {
    const { result, client } = await settled();
    client.loginResult = failWith('Invalid login credentials');
    await act(() => expect(result.current.login('a@b.co', 'x')).rejects.toThrow('Invalid login credentials'));
    expect(result.current.loading).toBe(false);

    client.loginResult = failWith('');
    await act(() => expect(result.current.login('a@b.co', 'x')).rejects.toThrow('Failed to log in'));
    client.registerResult = failWith('');
    await act(() => expect(result.current.register('a@b.co', 'x')).rejects.toThrow('Failed to register'));
    client.registerResult = failWith('User already registered');
    await act(() => expect(result.current.register('a@b.co', 'x')).rejects.toThrow('User already registered'));
    client.logoutResult = failWith('');
    await act(() => expect(result.current.logout()).rejects.toThrow('Failed to log out'));
    expect(result.current.loading).toBe(false);
  });

  it('signs out', async () => {
    const client = new FakeAccountsClient();
    client.session = async () => ({ id: 'u1', email: 'sam@example.com' });
    const { result } = await settled(client);
    await act(() => result.current.logout());
    expect(result.current.user).toBeNull();
    expect(client.calls).toContain('logout');
  });

  it('needs a signed-in user to link a wallet', async () => {
    const { result } = await settled();
    const wallet = {
      address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
      chainId: 5,
      signMessage: async () => '0xsig',
    };
    await expect(result.current.linkWalletToAccount(wallet)).rejects.toThrow('You must be logged in to link a wallet');
  });

  it('links a wallet: a nonce, the SIWE message, the wallet’s signature, then the client', async () => {
    const client = new FakeAccountsClient();
    client.session = async () => ({ id: 'u1', email: 'sam@example.com' });
    const { result } = await settled(client);
    const signMessage = vi.fn(async (message: string) => `signed(${message})`);

    await act(() =>
      result.current.linkWalletToAccount({
        address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
        chainId: 5,
        signMessage,
      }),
    );

    // The wallet signed the one Sign-In with Ethereum message naming this site, the wallet, its chain,
    // the client's nonce and the account; that message and its signature went to the client.
    expect(signMessage).toHaveBeenCalledOnce();
    const message = nth(signMessage.mock.calls, 0)[0];
    const lines = message.split('\n');
    expect(lines[0]).toBe(`${window.location.host} wants you to sign in with your Ethereum account:`);
    for (const line of ['0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc', 'Chain ID: 5', 'Nonce: a1b2c3d4e5f6a7b8'])
      expect(lines).toContain(line);
    expect(message).toContain('sam@example.com (u1)');
    expect(client.proofs).toEqual([{ message, signature: `signed(${message})` }]);
    expect(result.current.user?.walletAddress).toBe('0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc');
  });

  it('does not link a wallet that refuses to sign, and says why', async () => {
    const client = new FakeAccountsClient();
    client.session = async () => ({ id: 'u1', email: 'sam@example.com' });
    const { result } = await settled(client);
    const refusal = Object.assign(new Error('User denied message signature.'), { code: 4001 });
    const signMessage = async (): Promise<string> => {
      throw refusal;
    };

    let failure: unknown;
    await act(async () => {
      failure = await result.current
        .linkWalletToAccount({ address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc', chainId: 5, signMessage })
        .catch((error: unknown) => error);
    });
    expect(failure).toBeInstanceOf(Error);
    // What the user reads, never the wallet's own text; the wallet's error stays as the cause.
    expect((failure as Error).message).toBe('You declined the request in your wallet.');
    expect((failure as Error).cause).toBe(refusal);
    expect(client.calls).not.toContain('link u1');
    expect(result.current.user?.walletAddress).toBeUndefined();

    client.nonceResult = failWith('');
    await act(() =>
      expect(
        result.current.linkWalletToAccount({
          address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
          chainId: 5,
          signMessage,
        }),
      ).rejects.toThrow('Failed to link wallet'),
    );
  });

  it('has a mock-auth toggle that does nothing, and reports the client’s mode', async () => {
    const { result } = await settled();
    const before: AuthContextValue = result.current;
    act(() => result.current.toggleMockAuth());
    expect(result.current.isMockAuth).toBe(true);
    expect(result.current.user).toBe(before.user);
  });
});
