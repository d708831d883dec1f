import { useQuery } from '@tanstack/react-query';
import { type Tool, listedTerms, type RentalTerms } from '../../tools';
import type { BookedRange } from '../rules/bookingRules';
import { rentalKeys } from '../queries';
import type { OfferQuote } from '../types';
import { useOptionalRentalsSession } from './rentalsSession';

// The tool page's reads of a tool's rentals (its rent form and calendar): kept out of the provider's
// module so that they load with the tool page, not with the home page.

/**
 * What renting `tool` costs per day and as deposit: in on-chain mode the open offer's own terms (what
 * the transaction pays, which may differ from the listing after an edit) and the offer itself as
 * `quote` (renting sends exactly it), else the listing's. `source` says which; 'listing' also while
 * the offer is being read or when there is none (then `quote` is null).
 */
export function useRentalTerms(tool: Tool): {
  terms: RentalTerms;
  source: 'offer' | 'listing';
  quote: OfferQuote | null;
} {
  const session = useOptionalRentalsSession();
  const client = session?.client ?? null;
  const readsChain = session?.readsChain === true;
  const scopeKey = session?.scopeKey ?? rentalKeys.none;
  const offerQuery = useQuery({
    queryKey: rentalKeys.offerTerms(scopeKey, tool),
    queryFn: () => (client ? client.readOfferTerms(tool) : Promise.resolve(null)),
    enabled: readsChain,
  });
  const offer = readsChain ? (offerQuery.data ?? null) : null;
  return offer
    ? { terms: { rateWei: offer.rateWei, collateralWei: offer.collateralWei }, source: 'offer', quote: offer }
    : { terms: listedTerms(tool), source: 'listing', quote: null };
}

/**
 * The ranges `tool`'s live bookings hold, earliest first (on chain from its RentalBooked logs, read
 * again at every block; in the simulation from the rentals kept here); empty while loading.
 */
export function useToolBookings(tool: Tool): {
  bookings: BookedRange[];
  loading: boolean;
  error: Error | null;
  retry: () => void;
} {
  const session = useOptionalRentalsSession();
  const client = session?.client ?? null;
  const scopeKey = session?.scopeKey ?? rentalKeys.none;
  const query = useQuery({
    queryKey: rentalKeys.bookings(scopeKey, tool),
    queryFn: () => (client ? client.readBookings(tool) : Promise.resolve([])),
    enabled: client !== null,
  });
  return {
    bookings: query.data ?? [],
    loading: query.isPending && client !== null,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
