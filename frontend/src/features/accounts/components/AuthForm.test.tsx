import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../AuthProvider';
import { FakeAccountsClient } from '../test/FakeAccountsClient';
import { AuthForm } from './AuthForm';
import type { WalletContextValue } from '../../wallet';
import { makeConnectedWalletContext, makeWalletContext } from '../../wallet/test/walletContext';

const wallet = vi.hoisted(() => ({ current: null as WalletContextValue | null }));
vi.mock('../../wallet/Web3Provider', async () => {
  const { walletHooksFor } = await import('../../wallet/test/walletContext');
  return walletHooksFor(() => wallet.current);
});

function renderForm(client = new FakeAccountsClient()) {
  const router = createMemoryRouter(
    [
      { path: '/auth', element: <AuthForm /> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    { initialEntries: ['/auth'] },
  );
  render(
    <AuthProvider client={client}>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return { client, router, user: userEvent.setup() };
}

async function fillSignUp(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
  await user.type(screen.getByLabelText('Email address'), 'sam@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('AuthForm', () => {
  beforeEach(() => {
    wallet.current = makeWalletContext();
  });

  it('toggles between signing in and signing up with the specified texts', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(screen.getByRole('heading', { name: 'Create a new account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
  });

  it('checks that the passwords match before their length', async () => {
    const { user, client } = renderForm();
    await fillSignUp(user, 'short', 'other');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(client.calls.filter((call) => call.startsWith('register'))).toEqual([]);
  });

  it('asks for at least 8 characters when the passwords match', async () => {
    const { user, client } = renderForm();
    await fillSignUp(user, 'short12', 'short12');
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
    expect(client.calls.filter((call) => call.startsWith('register'))).toEqual([]);
  });

  it('signs up and goes home, showing Processing... meanwhile', async () => {
    const client = new FakeAccountsClient();
    let finish: () => void = () => {};
    client.registerResult = () =>
      new Promise((resolve) => (finish = () => resolve({ id: 'u1', email: 'sam@example.com' })));
    const { user, router } = renderForm(client);
    await fillSignUp(user, 'correct-horse-42', 'correct-horse-42');
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    finish();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(client.calls).toContain('register sam@example.com correct-horse-42');
  });

  it('shows the provider’s message and keeps what was typed', async () => {
    const client = new FakeAccountsClient();
    client.loginResult = async () => {
      throw new Error('Invalid login credentials');
    };
    const { user, router } = renderForm(client);
    await user.type(screen.getByLabelText('Email address'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(screen.getByLabelText('Email address')).toHaveValue('sam@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('shows and hides the password', async () => {
    const { user } = renderForm();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('offers to connect a wallet, and says when it is connected', async () => {
    const connect = vi.fn<WalletContextValue['connect']>(() => Promise.resolve());
    wallet.current = makeWalletContext({ connect });
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(connect).toHaveBeenCalledOnce();
  });

  it('reads "Wallet Connected" once a wallet is connected', () => {
    wallet.current = makeConnectedWalletContext('0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc');
    renderForm();
    expect(screen.getByRole('button', { name: 'Wallet Connected' })).toBeDisabled();
  });
});
