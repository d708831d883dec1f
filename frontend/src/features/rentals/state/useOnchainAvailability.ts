import { onchainAvailability, type OnchainAvailability } from '../../chain';
import { useWeb3 } from '../../wallet';
import { useRentalsMode } from '../clients/rentalsMode';

/** In on-chain mode, whether the connected wallet can use the contract (and if not, what is missing); null in simulated mode. */
export function useOnchainAvailability(): OnchainAvailability | null {
  const mode = useRentalsMode();
  const { account, chainId } = useWeb3();
  return mode === 'onchain' ? onchainAvailability({ account, chainId }) : null;
}
