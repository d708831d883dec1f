import { createContext, useContext } from 'react';
import type { Tool } from '../../tools';
import { rentalKeys, type RentalsScopeKey, type RentalsSession } from '../queries';
import type { RentalsClient } from '../types';

// What RentalsProvider holds that is not server state: its client, the scope it reads and the acting
// account (they change only with the wallet, the chain or the mode). Everything read lives in the query
// cache and is read through one hook per read (rentalReads.ts), so a component renders again only
// when what it reads changes.

/** The provider's session; null outside a RentalsProvider. */
export const RentalsSessionContext = createContext<RentalsSession | null>(null);

/** The listed tools, which name the rentals read from the chain (they carry only a tool id). */
export const RentalsCatalogueContext = createContext<Tool[] | undefined>(undefined);

/** The session of the surrounding RentalsProvider; throws outside one. */
export function useRentalsSession(): RentalsSession {
  const session = useContext(RentalsSessionContext);
  if (!session) throw new Error('Rentals hooks must be used within a RentalsProvider');
  return session;
}

/** The session, or null outside a RentalsProvider: for the reads that also render outside one (catalogue cards, profiles). */
export function useOptionalRentalsSession(): RentalsSession | null {
  return useContext(RentalsSessionContext);
}

/** The rentals client of the surrounding RentalsProvider (null outside one), for reads a feature module makes itself (signed offers). */
export function useRentalsClient(): RentalsClient | null {
  return useOptionalRentalsSession()?.client ?? null;
}

/** The key prefix of everything read in the current mode, chain and contract; outside a RentalsProvider, one under which nothing is read. */
export function useRentalsScopeKey(): RentalsScopeKey {
  return useOptionalRentalsSession()?.scopeKey ?? rentalKeys.none;
}

/** The acting address: the connected wallet that can sign, or null (also outside a RentalsProvider). */
export function useRentalsAccount(): string | null {
  return useOptionalRentalsSession()?.account ?? null;
}

/** Where the rentals shown live ('simulated' or '<chainId>:<contract>'), to keep what this browser stores of them; null when unknown. */
export function useRentalsScope(): string | null {
  return useOptionalRentalsSession()?.rentalsScope ?? null;
}

/** Whether a chain is read (on-chain mode with a deployment); false outside a RentalsProvider. */
export function useReadsChain(): boolean {
  return useOptionalRentalsSession()?.readsChain === true;
}
