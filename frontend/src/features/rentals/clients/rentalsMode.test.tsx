import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RENTALS_MODE_KEY, defaultRentalsMode, getRentalsMode, setRentalsMode } from './rentalsMode';
import { switchToLocalChain, type Deployment } from '../../chain';
import { ModeSwitchingRentalsClient } from './createRentalsClient';
import { RentalError } from '../actions/rentalErrors';
import { textMatching } from '../test/matchers';
import { RentalsModeSwitch } from '../components/RentalsModeSwitch';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { announcements } from '../../../test/announcements';

describe('rentals mode', () => {
  it('defaults from VITE_RENTALS_MODE, simulated unless it names a mode', () => {
    expect(defaultRentalsMode(undefined)).toBe('simulated');
    expect(defaultRentalsMode('onchain')).toBe('onchain');
    expect(defaultRentalsMode(' OnChain ')).toBe('onchain');
    expect(defaultRentalsMode('blockchain')).toBe('simulated');
  });

  it('remembers the choice in localStorage and ignores junk there', () => {
    setRentalsMode('onchain');
    expect(localStorage.getItem(RENTALS_MODE_KEY)).toBe('onchain');
    expect(getRentalsMode()).toBe('onchain');
    localStorage.setItem(RENTALS_MODE_KEY, 'nonsense');
    expect(getRentalsMode()).toBe(defaultRentalsMode());
  });
});

describe('switchToLocalChain', () => {
  it('switches, and adds the local chain when the wallet does not know it (4902)', async () => {
    const request = vi.fn(async (method: string) => {
      if (method === 'wallet_switchEthereumChain')
        throw Object.assign(new Error('Unrecognized chain ID'), { code: 4902 });
      return null;
    });
    await switchToLocalChain(request);
    expect(request).toHaveBeenNthCalledWith(1, 'wallet_switchEthereumChain', [{ chainId: '0x5' }]);
    expect(request).toHaveBeenNthCalledWith(2, 'wallet_addEthereumChain', [
      expect.objectContaining({ chainId: '0x5', rpcUrls: ['http://127.0.0.1:8545'] }),
    ]);
  });

  it('passes other failures on (a rejection is not an unknown chain)', async () => {
    const request = vi.fn(async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    });
    await expect(switchToLocalChain(request)).rejects.toMatchObject({ code: 4001 });
    expect(request).toHaveBeenCalledTimes(1);
  });
});

describe('RentalsModeSwitch', () => {
  it('switches modes, and leaves what on-chain mode still needs to the list below it', async () => {
    // No wallet in the browser.
    await renderWithProviders(<RentalsModeSwitch />);
    expect(screen.getByRole('radio', { name: 'Simulated' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('radio', { name: 'On-chain' }));
    expect(getRentalsMode()).toBe('onchain');
    expect(screen.getByRole('radio', { name: 'On-chain' })).toHaveAttribute('aria-checked', 'true');
    expect(announcements('status')).toEqual([]);
  });
});

describe('ModeSwitchingRentalsClient', () => {
  const deployment: Deployment = {
    chainId: 5,
    address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    deployBlock: 1,
    deployer: '0x0',
    disputeAdmin: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  };
  const findDeployment = (chainId: string) => (chainId === '0x5' ? deployment : undefined);

  it('on-chain without a wallet or a deployment refuses with what is missing', async () => {
    let wallet: { account: string; chainId: string } | null = null;
    // No read-only chain either (by default it is the checkout's deployment, e.g. `npm start`'s chain 5).
    const client = new ModeSwitchingRentalsClient(() => wallet, {
      getMode: () => 'onchain',
      findDeployment,
      readChainId: null,
    });
    await expect(client.fetchRentals()).rejects.toMatchObject({
      reason: 'Connect your wallet to use on-chain rentals',
    });
    wallet = { account: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: '0x1' };
    await expect(client.fetchRentals()).rejects.toBeInstanceOf(RentalError);
    await expect(client.fetchRentals()).rejects.toMatchObject({
      reason: textMatching(/; your wallet is on Ethereum mainnet\.$/),
    });
    wallet = { ...wallet, chainId: '0x89' };
    await expect(client.fetchRentals()).rejects.toMatchObject({
      reason: textMatching(/; your wallet is on chain 137\.$/),
    });
    // The dispute admin is simply unknown then.
    await expect(client.getDisputeAdmin()).resolves.toBeNull();
  });

  it("reads anyone's rentals (a public profile) in the mode shown, or says what is missing on chain", async () => {
    const stranger = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';
    const onchain = new ModeSwitchingRentalsClient(() => null, {
      getMode: () => 'onchain',
      findDeployment,
      readChainId: null,
    });
    await expect(onchain.readPartySummary(stranger)).rejects.toMatchObject({
      reason: 'Connect your wallet to use on-chain rentals',
    });
    const simulated = new ModeSwitchingRentalsClient(() => null, {
      getMode: () => 'simulated',
      findDeployment,
      readChainId: null,
    });
    await expect(simulated.readPartySummary(stranger)).resolves.toMatchObject({ completedAsLender: 0, listed: [] });
  });

  it('simulated mode needs no deployment and has nothing to withdraw', async () => {
    const client = new ModeSwitchingRentalsClient(
      () => ({ account: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: '0x1' }),
      {
        getMode: () => 'simulated',
        findDeployment,
      },
    );
    // Nothing is ever credited in the simulation: no balance to show.
    await expect(client.pendingWithdrawal()).resolves.toBeNull();
    await expect(client.getDisputeAdmin()).resolves.toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  });
});
