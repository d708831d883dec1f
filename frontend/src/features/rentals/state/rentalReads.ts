import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useContext, useMemo } from 'react';
import type { Tool } from '../../tools';
import { RENTAL_ERROR_MESSAGES, describeRentalError } from '../actions/rentalErrors';
import { rentalKeys, rentalQueries } from '../queries';
import type { Rental } from '../types';
import { RentalsCatalogueContext, useRentalsSession } from './rentalsSession';

// One hook per read of the connected wallet's rentals, each over the query cache (queries.ts): a
// component renders again only when what it reads changes, and any number of them read once.

/** The connected wallet's rentals, as a list screen shows them. */
export interface MyRentals {
  /** As lender or borrower, newest first; empty without a wallet. */
  rentals: Rental[];
  /** The first read is under way. */
  loading: boolean;
  /** Why the first read failed, as the user reads it; null once a read has succeeded. */
  error: string | null;
  /** Reads them again. */
  refresh: () => Promise<void>;
}

/** How many failed tries of the first read of the rentals before the screen says why (and retries go on). */
const FAILURES_BEFORE_SAYING_WHY = 2;

/** A rental with the listed tool's current name and first photo (its own photo if the listing has none), when the catalogue has the tool. */
function withCatalogueDetails(rental: Rental, catalogue: Tool[] | undefined): Rental {
  const tool = catalogue?.find((candidate) => candidate.id === rental.toolId);
  if (!tool) return rental;
  const listedPhoto = tool.imageUrls.at(0);
  const toolImageUrl = listedPhoto === undefined || listedPhoto === '' ? rental.toolImageUrl : listedPhoto;
  return tool.name === rental.toolName && toolImageUrl === rental.toolImageUrl
    ? rental
    : { ...rental, toolName: tool.name, toolImageUrl };
}

export function useMyRentals(): MyRentals {
  const session = useRentalsSession();
  const { account, scopeKey } = session;
  const catalogue = useContext(RentalsCatalogueContext);
  const queryClient = useQueryClient();
  const query = useQuery(rentalQueries.rentalsOf(session));
  const data = query.data;

  // Rentals read from the chain carry only a tool id, and the catalogue may load after them: names
  // and photos are taken from it when shown, so they appear as soon as it has loaded.
  const rentals = useMemo(
    () => (account ? (data ?? []) : []).map((rental) => withCatalogueDetails(rental, catalogue)),
    [data, account, catalogue],
  );
  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: rentalKeys.rentals(scopeKey) });
  }, [queryClient, scopeKey]);

  // A failed read again after a good one leaves the last good list on screen (ChainNotice says why it may be old).
  // A first read that keeps failing (an unreachable node) says why once it has failed twice, instead of a
  // spinner through the minute of retries (app/queryClient.ts); the retries go on behind the message.
  const firstReadFailure =
    query.error ?? (query.failureCount >= FAILURES_BEFORE_SAYING_WHY ? query.failureReason : null);
  const error =
    account !== null && firstReadFailure && data === undefined
      ? describeRentalError(firstReadFailure, RENTAL_ERROR_MESSAGES.fetchRentals)
      : null;
  return { rentals, loading: account !== null && query.isPending, error, refresh };
}

/**
 * When the connected wallet's rentals were last read (this browser's ms; 0 before the first read). The
 * contract's clock is read with them, so each read renders again what counts deadlines, even when no
 * rental changed (a chain whose clock jumped a month changes no rental, but which deadlines have passed).
 */
export function useRentalsReadAt(): number {
  return useQuery(rentalQueries.rentalsOf(useRentalsSession())).dataUpdatedAt;
}

/** The contract's dispute admin as last read for the connected wallet; null without a wallet or before the read. */
export function useDisputeAdmin(): string | null {
  return useQuery(rentalQueries.disputeAdmin(useRentalsSession())).data ?? null;
}

/** On chain: wei credited to the connected wallet and not yet withdrawn; null when the client keeps no balances (simulated), or without a wallet. */
export function usePendingWithdrawal(): bigint | null {
  const session = useRentalsSession();
  const query = useQuery(rentalQueries.pendingWithdrawal(session));
  return session.readsChain && session.account !== null ? (query.data ?? null) : null;
}

/** On chain: the owner has paused new offers and rentals (everything else keeps working); false in simulated mode. */
export function useRentalsPaused(): boolean {
  const session = useRentalsSession();
  const query = useQuery(rentalQueries.paused(session));
  return session.readsChain && query.data === true;
}
