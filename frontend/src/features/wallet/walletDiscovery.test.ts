import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_WALLET_ID, announcedWallet, createWalletDiscovery } from './walletDiscovery';
import { fakeProvider, installAnnouncedWallet, setWindowEthereum, uninstallAnnouncedWallets } from './test/fakeWallets';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';

/** A new discovery, with the number of changes it told. */
function listening() {
  const discovery = createWalletDiscovery(window);
  const changes = { count: 0 };
  const stop = discovery.subscribe(() => (changes.count += 1));
  return { discovery, changes, stop };
}

const summary = (wallets: readonly { id: string; name: string; icon: string | null }[]) =>
  wallets.map(({ id, name, icon }) => ({ id, name, icon }));

describe('wallet discovery (EIP-6963)', () => {
  afterEach(() => {
    uninstallAnnouncedWallets();
    setWindowEthereum(null);
  });

  it('asks the installed wallets to announce themselves and lists them in order, by rdns, name and icon', () => {
    // Installed before the page listens: found only because the discovery asks.
    installAnnouncedWallet({ name: 'MetaMask', rdns: 'io.metamask', icon: ICON }, fakeProvider({ account: ALICE }));
    installAnnouncedWallet({ name: 'Rabby Wallet', rdns: 'io.rabby' }, fakeProvider({ account: BOB }));
    const { discovery } = listening();
    expect(summary(discovery.wallets())).toEqual([
      { id: 'io.metamask', name: 'MetaMask', icon: ICON },
      { id: 'io.rabby', name: 'Rabby Wallet', icon: 'data:image/svg+xml,%3Csvg%2F%3E' },
    ]);
  });

  it('adds a wallet that announces itself later and tells the listeners', () => {
    const { discovery, changes } = listening();
    expect(discovery.wallets()).toEqual([]);
    installAnnouncedWallet({ name: 'Late Wallet', rdns: 'com.late' }, fakeProvider({ account: ALICE }));
    expect(summary(discovery.wallets())).toEqual([
      { id: 'com.late', name: 'Late Wallet', icon: 'data:image/svg+xml,%3Csvg%2F%3E' },
    ]);
    expect(changes.count).toBe(1);
  });

  it('lists a wallet announcing itself again (same rdns) once, and hands out the same list while nothing changes', () => {
    const first = fakeProvider({ account: ALICE });
    installAnnouncedWallet({ name: 'MetaMask', rdns: 'io.metamask' }, first);
    const { discovery, changes } = listening();
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    installAnnouncedWallet({ name: 'MetaMask again', rdns: 'io.metamask' }, fakeProvider({ account: BOB }));
    expect(discovery.wallets()).toHaveLength(1);
    expect(discovery.wallets()[0]?.provider).toBe(first);
    expect(discovery.wallets()).toBe(discovery.wallets());
    expect(changes.count).toBe(0);
  });

  it('ignores announcements that do not follow EIP-6963, and keeps only a data: image as the icon', () => {
    const provider = fakeProvider({ account: ALICE });
    expect(announcedWallet(null)).toBeNull();
    expect(announcedWallet({ info: { name: 'No provider', rdns: 'a.b' } })).toBeNull();
    expect(announcedWallet({ info: { name: 'No request', rdns: 'a.b' }, provider: {} })).toBeNull();
    expect(announcedWallet({ info: { name: ' ', rdns: 'a.b' }, provider })).toBeNull();
    expect(announcedWallet({ info: { name: 'No rdns' }, provider })).toBeNull();
    expect(
      announcedWallet({ info: { name: 'Remote icon', rdns: 'a.b', icon: 'https://example.com/icon.png' }, provider }),
    ).toMatchObject({ icon: null });
    expect(
      announcedWallet({ info: { name: 'Script icon', rdns: 'a.b', icon: 'javascript:alert(1)' }, provider }),
    ).toMatchObject({ icon: null });
  });

  it('falls back to window.ethereum for a wallet that does not announce itself, after the announced ones', () => {
    const legacy = fakeProvider({ account: BOB });
    setWindowEthereum(legacy);
    installAnnouncedWallet({ name: 'MetaMask', rdns: 'io.metamask' }, fakeProvider({ account: ALICE }));
    const { discovery } = listening();
    expect(discovery.wallets().map((wallet) => [wallet.id, wallet.name])).toEqual([
      ['io.metamask', 'MetaMask'],
      [FALLBACK_WALLET_ID, 'Browser wallet'],
    ]);
    expect(discovery.wallets()[1]?.provider).toBe(legacy);
  });

  it('does not list window.ethereum twice when it is an announced wallet, not even at the first reading', () => {
    const metamask = fakeProvider({ account: ALICE });
    setWindowEthereum(metamask);
    installAnnouncedWallet({ name: 'MetaMask', rdns: 'io.metamask' }, metamask);
    // Read before anyone subscribes (as React's first render does).
    const discovery = createWalletDiscovery(window);
    expect(discovery.wallets().map((wallet) => wallet.id)).toEqual(['io.metamask']);
  });

  it('finds nothing without a wallet', () => {
    expect(listening().discovery.wallets()).toEqual([]);
  });
});
