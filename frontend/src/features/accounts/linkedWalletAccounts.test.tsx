import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { withQueryClient } from '../../test/withQueryClient';
import { useLinkedWalletAccount, useLinkedWalletAccounts } from './linkedWalletAccounts';
import { FakeAccountsClient } from './test/FakeAccountsClient';
import { MemberProfilesContext, profilesOf } from './test/memberProfiles';

// The one lookup of accounts by wallet: shared per wallet, and batched across the screens of one render.

/** The members' accounts, as Supabase (or this browser's store) would answer them. */
let accounts = new FakeAccountsClient();

/** A fresh query cache, and the members' profiles answered by `accounts`. */
function withAccounts() {
  const Cache = withQueryClient();
  const profiles = profilesOf(accounts);
  return function AccountsWrapper({ children }: { children: ReactNode }) {
    return (
      <Cache>
        <MemberProfilesContext.Provider value={profiles}>{children}</MemberProfilesContext.Provider>
      </Cache>
    );
  };
}

const LENA = { wallet: '0x23618e81e3f5cdf7f54c3d65f7fbc0abf5b21e8f', account: { id: 'user-lena', name: 'lena' } };
const SAM = { wallet: '0xa0ee7a142d267c1f36714e4a8f75612f20a79720', account: { id: 'user-sam', name: 'sam' } };
const UNLINKED = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';

const lookups = () => accounts.calls.filter((call) => call.startsWith('accounts of'));

function Name({ wallet }: { wallet: string }) {
  const account = useLinkedWalletAccount(wallet);
  return <p data-wallet={wallet}>{account ? `${account.name} (${account.id})` : 'address only'}</p>;
}

beforeEach(() => {
  accounts = new FakeAccountsClient();
  accounts.walletAccounts.set(LENA.wallet, LENA.account);
  accounts.walletAccounts.set(SAM.wallet, SAM.account);
});

describe('accounts by wallet', () => {
  it('names every wallet of a page with one lookup, in any case, and a wallet nobody linked by nobody', async () => {
    render(
      <>
        <Name wallet={LENA.wallet.toUpperCase().replace('0X', '0x')} />
        <Name wallet={SAM.wallet} />
        <Name wallet={LENA.wallet} />
        <Name wallet={UNLINKED} />
      </>,
      { wrapper: withAccounts() },
    );
    await waitFor(() => expect(screen.getAllByText('lena (user-lena)')).toHaveLength(2));
    expect(screen.getByText('sam (user-sam)')).toBeInTheDocument();
    expect(screen.getByText('address only')).toBeInTheDocument();
    expect(lookups()).toEqual([`accounts of ${LENA.wallet} ${SAM.wallet} ${UNLINKED.toLowerCase()}`]);
  });

  it('answers a set of wallets from the same per-wallet reads', async () => {
    const wrapper = withAccounts();
    const { result } = renderHook(() => useLinkedWalletAccounts([SAM.wallet, UNLINKED, LENA.wallet]), { wrapper });
    await waitFor(() => expect(result.current.size).toBe(2));
    expect(result.current).toEqual(
      new Map([
        [LENA.wallet, LENA.account],
        [SAM.wallet, SAM.account],
      ]),
    );
    expect(lookups()).toHaveLength(1);
  });
});
