import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { FakeAccountsClient } from '../test/FakeAccountsClient';
import { AuthForm } from './AuthForm';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { announced } from '../../../test/announcements';
import { browserWallet, type FakeProvider } from '../../wallet/test/fakeWallets';

/** The form at /auth in the real providers, with `wallet` in the browser (none by default); home is a heading. */
async function renderForm(client = new FakeAccountsClient(), wallet?: FakeProvider) {
  await renderWithProviders(
    <Routes>
      <Route path="/auth" element={<AuthForm />} />
      <Route path="/" element={<h1>Home page</h1>} />
    </Routes>,
    { accountsClient: client, wallet, route: '/auth' },
  );
  return { client, user: userEvent.setup() };
}

async function fillSignUp(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
  await user.type(screen.getByLabelText('Email address'), 'sam@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('AuthForm', () => {
  it('toggles between signing in and signing up with the specified texts', async () => {
    const { user } = await renderForm();
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
    const { user, client } = await renderForm();
    await fillSignUp(user, 'short', 'other');
    expect(announced('alert')).toHaveTextContent('Passwords do not match');
    expect(client.calls.filter((call) => call.startsWith('register'))).toEqual([]);
  });

  it('asks for at least 8 characters when the passwords match', async () => {
    const { user, client } = await renderForm();
    await fillSignUp(user, 'short12', 'short12');
    expect(announced('alert')).toHaveTextContent('Password must be at least 8 characters long');
    expect(client.calls.filter((call) => call.startsWith('register'))).toEqual([]);
  });

  it('signs up and goes home, showing Processing... meanwhile', async () => {
    const client = new FakeAccountsClient();
    let finish: () => void = () => {};
    client.registerResult = () =>
      new Promise((resolve) => (finish = () => resolve({ id: 'u1', email: 'sam@example.com' })));
    const { user } = await renderForm(client);
    await fillSignUp(user, 'correct-horse-42', 'correct-horse-42');
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(client.calls).toContain('register sam@example.com correct-horse-42');
  });

  it('shows the provider’s message and keeps what was typed', async () => {
    const client = new FakeAccountsClient();
    client.loginResult = async () => {
      throw new Error('Invalid login credentials');
    };
    const { user } = await renderForm(client);
    await user.type(screen.getByLabelText('Email address'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByText('Invalid login credentials');
    expect(announced('alert')).toHaveTextContent('Invalid login credentials');
    expect(screen.getByLabelText('Email address')).toHaveValue('sam@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    // Still at /auth: the form, not home.
    expect(screen.queryByRole('heading', { name: 'Home page' })).toBeNull();
  });

  it('shows and hides the password', async () => {
    const { user } = await renderForm();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('offers to connect a wallet, and says when it is connected', async () => {
    // A wallet in the browser that has not authorised the site yet.
    const wallet = browserWallet('0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc', { authorised: false });
    const { user } = await renderForm(undefined, wallet);
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(wallet.requests.filter((request) => request.method === 'eth_requestAccounts')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Wallet Connected' })).toBeDisabled();
  });

  it('reads "Wallet Connected" once a wallet is connected', async () => {
    await renderForm(undefined, browserWallet('0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'));
    expect(screen.getByRole('button', { name: 'Wallet Connected' })).toBeDisabled();
  });
});
