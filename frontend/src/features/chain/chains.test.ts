import { describe, expect, it, vi } from 'vitest';
import { chainLabel, chainName, defaultReadChainId, supportedChainIds, transactionUrl } from './chains';
import { confirmationDepth } from './confirmations';
import { readRpcUrls } from './rpcUrls';
import { switchToChain } from './switchNetwork';
import { wrongNetworkMessage } from './onchainAvailability';

describe('public networks', () => {
  it('supports 0x1 and 0x5 (the specification) and every chain with a deployment record', () => {
    expect(supportedChainIds([])).toEqual(['0x1', '0x5']);
    expect(supportedChainIds([5, 11155111])).toEqual(['0x1', '0x5', '0xaa36a7']);
  });

  it('reads through VITE_RPC_URL_<chainId> when set, else the chain default, the local node for unknown chains', () => {
    expect(readRpcUrls(5, {})).toEqual(['http://127.0.0.1:8545']);
    expect(readRpcUrls('0x5', { VITE_RPC_URL_5: 'http://127.0.0.1:8554' })).toEqual(['http://127.0.0.1:8554']);
    expect(readRpcUrls(11155111, { VITE_RPC_URL_11155111: ' https://sepolia.example/rpc ' })).toEqual([
      'https://sepolia.example/rpc',
    ]);
    expect(readRpcUrls(11155111, {})).toEqual([expect.stringMatching(/^https:\/\//)]);
    expect(readRpcUrls(1337, {})).toEqual(['http://127.0.0.1:8545']);
  });

  it('reads the configured chain for visitors without a wallet when it is deployed, else the local chain, else the first deployment', () => {
    expect(defaultReadChainId({ VITE_READ_CHAIN_ID: '11155111' }, [5, 11155111])).toBe(11155111);
    expect(defaultReadChainId({ VITE_READ_CHAIN_ID: '0xaa36a7' }, [5, 11155111])).toBe(11155111);
    expect(defaultReadChainId({}, [5, 11155111])).toBe(5);
    expect(defaultReadChainId({}, [11155111])).toBe(11155111);
    expect(defaultReadChainId({ VITE_READ_CHAIN_ID: '1' }, [])).toBeNull();
  });

  it('links transactions to the block explorer on public chains only', () => {
    const hash = `0x${'ab'.repeat(32)}`;
    expect(transactionUrl(11155111, hash)).toBe(`https://sepolia.etherscan.io/tx/${hash}`);
    expect(transactionUrl('0x1', hash)).toBe(`https://etherscan.io/tx/${hash}`);
    expect(transactionUrl(5, hash)).toBeNull();
  });

  it("offers the deployment's chain by name, adding it to the wallet when unknown", async () => {
    expect(chainName(11155111)).toBe('Sepolia');
    expect(chainLabel(5)).toBe('the local test chain');
    expect(chainLabel('0xaa36a7')).toBe('Sepolia');
    expect(chainLabel('0x1')).toBe('Ethereum mainnet');
    expect(chainLabel(137)).toBe('chain 137');
    expect(wrongNetworkMessage(1, 5)).toBe(
      'Toolshare runs on the local test chain; your wallet is on Ethereum mainnet.',
    );
    expect(wrongNetworkMessage(137, 11155111)).toBe('Toolshare runs on Sepolia; your wallet is on chain 137.');
    const request = vi.fn(async (method: string) => {
      if (method === 'wallet_switchEthereumChain')
        throw Object.assign(new Error('Unrecognized chain ID'), { code: 4902 });
      return null;
    });
    await switchToChain(request, 11155111);
    expect(request).toHaveBeenNthCalledWith(1, 'wallet_switchEthereumChain', [{ chainId: '0xaa36a7' }]);
    expect(request).toHaveBeenNthCalledWith(2, 'wallet_addEthereumChain', [
      expect.objectContaining({
        chainId: '0xaa36a7',
        chainName: 'Sepolia',
        blockExplorerUrls: ['https://sepolia.etherscan.io'],
      }),
    ]);
  });

  it('lists several read-only RPC URLs from VITE_RPC_URLS_<chainId>, keeping the single variable working', () => {
    expect(
      readRpcUrls(11155111, { VITE_RPC_URLS_11155111: ' https://a.example , https://b.example,,https://a.example' }),
    ).toEqual(['https://a.example', 'https://b.example']);
    expect(readRpcUrls(5, { VITE_RPC_URL_5: 'http://127.0.0.1:8554' })).toEqual(['http://127.0.0.1:8554']);
    expect(readRpcUrls(5, { VITE_RPC_URLS_5: ' ', VITE_RPC_URL_5: 'http://127.0.0.1:8554' })).toEqual([
      'http://127.0.0.1:8554',
    ]);
    expect(readRpcUrls(5, { VITE_RPC_URLS_5: 'http://127.0.0.1:9000,http://127.0.0.1:9001' })).toEqual([
      'http://127.0.0.1:9000',
      'http://127.0.0.1:9001',
    ]);
  });

  it('waits two blocks on the local chain and twelve on public ones before a log is final', () => {
    expect(confirmationDepth(5)).toBe(2);
    expect(confirmationDepth('0xaa36a7')).toBe(12);
    expect(confirmationDepth(1)).toBe(12);
    expect(confirmationDepth(424242)).toBe(12);
  });
});
