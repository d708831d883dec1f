import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AuthContextValue, User } from '../accounts';
import type { WalletContextValue } from '../wallet';
import { makeAuthContext } from '../accounts/test/authContext';
import { makeWalletContext } from '../wallet/test/walletContext';
import ProfilePage from '../../pages/ProfilePage';
import UserProfilePage from '../../pages/UserProfilePage';
import { publicProfileFor } from './samplePublicProfile';
import { nth } from '../../test/defined';

const contexts = vi.hoisted(() => ({ auth: null as AuthContextValue | null, wallet: null as WalletContextValue | null }));
vi.mock('../accounts/AuthProvider', async () => {
  const { authHooksFor } = await import('../accounts/test/authContext');
  return authHooksFor(() => {
    if (!contexts.auth) throw new Error('the test sets the auth context in beforeEach');
    return contexts.auth;
  });
});
vi.mock('../wallet/Web3Provider', async () => {
  const { walletHooksFor } = await import('../wallet/test/walletContext');
  return walletHooksFor(() => contexts.wallet);
});

/** The wallet's connect(), a typed mock the tests program. */
const connect = vi.fn<WalletContextValue['connect']>();
const signInAs = (user: User | null) => {
  contexts.auth = makeAuthContext({ user });
};

const SAM: User = { id: 'user-sam', email: 'sam@toolshare.test' };

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="/user/:id" element={<UserProfilePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  signInAs(SAM);
  connect.mockReset();
  contexts.wallet = makeWalletContext({ connect });
});

describe('Profile Settings', () => {
  it('shows the e-mail read-only and the linked wallet shortened', () => {
    signInAs({ ...SAM, walletAddress: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' });
    renderAt('/profile');
    expect(screen.getByRole('heading', { name: 'Profile Settings' })).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('sam@toolshare.test');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByTestId('profile-wallet-address')).toHaveTextContent('0x7099...79C8');
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).not.toBeInTheDocument();
  });

  it('without a wallet, connecting shows "Wallet connected successfully!"', async () => {
    const user = userEvent.setup();
    connect.mockResolvedValue();
    renderAt('/profile');
    expect(screen.getByText('Connect your Ethereum wallet to enable lending and borrowing tools')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(connect).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('Wallet connected successfully!');
  });

  it('a failed connection shows its message, or "Failed to connect wallet"', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    connect.mockRejectedValueOnce(new Error('User rejected the request.')).mockRejectedValueOnce({});
    renderAt('/profile');
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User rejected the request.');
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to connect wallet$/);
    vi.mocked(console.error).mockRestore();
  });

  it('a connected wallet not yet linked shows its address and what is awaited', () => {
    contexts.wallet = makeWalletContext({ account: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc', connect });
    renderAt('/profile');
    expect(screen.getByTestId('profile-wallet-address')).toHaveTextContent('0x9965...A4dc');
    expect(screen.getByText(/Not linked to your account yet/)).toBeInTheDocument();
  });

  it('security settings are inert and the four notification preferences start checked', async () => {
    const user = userEvent.setup();
    renderAt('/profile');
    expect(screen.getByRole('button', { name: /^Change Password \(\s*coming soon\s*\)$/i })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Two-Factor Authentication \(\s*coming soon\s*\)$/i })).toBeDisabled();
    const boxes = within(screen.getByRole('group', { name: 'Notification Preferences' })).getAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    boxes.forEach((box) => expect(box).toBeChecked());
    await user.click(screen.getByLabelText('Browser notifications'));
    expect(screen.getByLabelText('Browser notifications')).not.toBeChecked();
  });
});

describe('public profile', () => {
  it("a sample owner's profile shows their name and the tools they list", () => {
    renderAt('/user/user-alice');
    expect(screen.getByRole('heading', { level: 1, name: 'alice' })).toBeInTheDocument();
    const lent = screen.getByRole('region', { name: "Tools I've Lent" });
    expect(within(lent).getAllByRole('button').map((button) => button.textContent)).toEqual([
      expect.stringContaining('Cordless Drill 18V'),
      expect.stringContaining('Claw Hammer and Chisel Set'),
      expect.stringContaining('Lawn Mower Petrol 46 cm'),
    ]);
    expect(within(lent).getByText('Rented 12 times')).toBeInTheDocument();
    const borrowed = screen.getByRole('region', { name: "Tools I've Borrowed" });
    expect(within(borrowed).getAllByText(/^Borrowed /)).toHaveLength(3);
    expect(within(borrowed).queryByText(/Cordless Drill|Claw Hammer|Lawn Mower/)).not.toBeInTheDocument();
    expect(screen.getByText('Total Rentals').previousSibling).toHaveTextContent('26');
    expect(screen.getByText('Tools Listed').previousSibling).toHaveTextContent('3');
  });

  it("any other id shows the sample profile under the signed-in user's name", () => {
    renderAt('/user/42');
    expect(screen.getByRole('heading', { level: 1, name: 'sam' })).toBeInTheDocument();
    expect(screen.getByText('Joined March 2025')).toBeInTheDocument();
    expect(screen.getByText(/4\.8/)).toBeInTheDocument();
  });

  it('each tool tells its photo count and opens the Tool Photos gallery', async () => {
    const user = userEvent.setup();
    renderAt('/user/user-alice');
    const photos = nth(publicProfileFor('user-alice', null).lent, 0, 'lent tool').photoUrls;
    expect(photos.length).toBeGreaterThan(1);
    const drill = screen.getByRole('button', { name: `Cordless Drill 18V: view ${photos.length} photos` });
    expect(within(drill).getByTestId('photo-count')).toHaveTextContent(`${photos.length} photos`);

    await user.click(drill);
    const dialog = screen.getByRole('dialog', { name: 'Tool Photos' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', photos[0]);
    expect(within(dialog).getByTestId('photo-position')).toHaveTextContent(`1 / ${photos.length}`);
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByTestId('photo-position')).toHaveTextContent(`2 / ${photos.length}`);
    expect(within(dialog).getAllByRole('img')[0]).toHaveAttribute('src', photos[1]);
    await user.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(within(dialog).getByTestId('photo-position')).toHaveTextContent(`${photos.length} / ${photos.length}`);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(drill);
    await user.click(screen.getByRole('button', { name: 'Close photos' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
