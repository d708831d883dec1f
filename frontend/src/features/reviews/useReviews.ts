import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { findDeployment } from '../chain';
import { defaultReadProvider, useFindRental, useRentalsMode, type Rental } from '../rentals';
import { reviewStore } from './createReviewStore';
import { chainFactsReader, simulatedFactsReader } from './rentalFacts';
import { SIMULATED_CONTRACT, reviewSigner } from './reviewTypedData';
import { verifyReviews, type ReviewChecks } from './verifyReviews';
import type { SignedReview, VerifiedReviews } from './types';

/** Everything read about reviews sits under this key: a posted review invalidates it. */
export const REVIEWS_QUERY_KEY = ['reviews'] as const;

/**
 * How reviews are checked in each rentals mode. Simulated: reviews of simulated rentals only (the zero
 * contract, reviewTypedData.ts), checked against the simulated rentals of this session. On chain: reviews
 * of a contract the app has a deployment record for, checked through that chain's read-only RPC.
 * Reviews of the other mode belong to other rentals: neither shown nor counted.
 */
function checksFor(
  mode: 'simulated' | 'onchain',
  findRental: (rentalId: string) => Promise<Rental | null>,
  cache: QueryClient,
): { belongs: (review: SignedReview) => boolean; checks: ReviewChecks } {
  const simulated = mode === 'simulated';
  const simulatedReader = simulatedFactsReader(findRental);
  return {
    belongs: (review) => (review.contract === SIMULATED_CONTRACT) === simulated,
    checks: {
      signerOf: reviewSigner,
      readerFor: (chainId, contract) => {
        if (simulated) return simulatedReader;
        const deployment = findDeployment(chainId);
        return deployment?.address.toLowerCase() === contract
          ? chainFactsReader(defaultReadProvider(chainId), chainId, contract, cache)
          : null;
      },
    },
  };
}

/** The reviews of `wallet` that verify, with the count of those that do not (null wallet: nothing to read). */
export function useVerifiedReviews(wallet: string | null) {
  const mode = useRentalsMode();
  const findRental = useFindRental();
  const queryClient = useQueryClient();
  const subject = wallet?.toLowerCase() ?? '';
  return useQuery<VerifiedReviews>({
    queryKey: [...REVIEWS_QUERY_KEY, 'of', mode, subject],
    queryFn: async () => {
      const { belongs, checks } = checksFor(mode, findRental, queryClient);
      const stored = await reviewStore().reviewsOf(subject);
      return verifyReviews(stored.filter(belongs), checks);
    },
    enabled: subject !== '',
  });
}

/** The reviews `wallet` has written (stored, whether or not they verify): a party reviews a rental once. */
export function useReviewsBy(wallet: string | null) {
  const subject = wallet?.toLowerCase() ?? '';
  return useQuery<SignedReview[]>({
    queryKey: [...REVIEWS_QUERY_KEY, 'by', subject],
    queryFn: () => reviewStore().reviewsBy(subject),
    enabled: subject !== '',
  });
}
