import { queryOptions, skipToken } from '@tanstack/react-query';
import type { Tool } from '../tools';
import type { RentalBooking } from './actions/rentalActions';
import { SIMULATED_SCOPE, type ChainScope, type RentalsClient } from './types';

/** The prefix every read of one mode, chain and contract sits under (see `rentalKeys.scope`). */
export type RentalsScopeKey = readonly unknown[];

type OfferedTool = Pick<Tool, 'id' | 'ownerWalletAddress'>;

/**
 * Where the rentals feature's reads live in the query cache. Everything read of a contract sits
 * under its scope key, so that one invalidation after a block or a transaction reaches every read
 * of that contract and nothing of another; the few reads outside it (`networkFee`,
 * `storedSignedOffer`, `conditionPhotos`) say why.
 */
export const rentalKeys = {
  /**
   * On chain, per chain and contract (the account follows in each query's own key); else per the
   * client's scope ('simulated').
   */
  scope: (chain: ChainScope | null, rentalsScope: string | null): RentalsScopeKey =>
    chain ? ['rentals', 'onchain', chain.chainId, chain.address.toLowerCase()] : ['rentals', rentalsScope],
  /** The scope of hooks used outside a RentalsProvider (they read nothing there). */
  none: ['rentals', 'none'] as const,

  rentals: (scope: RentalsScopeKey) => [...scope, 'rentals'] as const,
  /** The connected wallet's rentals. */
  rentalsOf: (scope: RentalsScopeKey, account: string | null) => [...scope, 'rentals', account] as const,
  /** Anyone's rentals (a public profile's record). */
  partySummary: (scope: RentalsScopeKey, account: string | null) =>
    [...scope, 'partySummary', account?.toLowerCase() ?? null] as const,
  disputeAdmin: (scope: RentalsScopeKey, account: string | null) => [...scope, 'disputeAdmin', account] as const,
  disputeAdminSchedule: (scope: RentalsScopeKey) => [...scope, 'disputeAdminSchedule'] as const,
  paused: (scope: RentalsScopeKey) => [...scope, 'paused'] as const,
  toolStatuses: (scope: RentalsScopeKey) => [...scope, 'toolStatuses'] as const,

  /** Every credit (ETH and token) of every account. */
  pendingWithdrawals: (scope: RentalsScopeKey) => [...scope, 'pendingWithdrawal'] as const,
  pendingWithdrawal: (scope: RentalsScopeKey, account: string | null) =>
    [...scope, 'pendingWithdrawal', account] as const,
  /** Under the ETH credit's prefix, so whatever reads the credits again reads this one too. */
  tokenCredit: (scope: RentalsScopeKey, token: string | null, account: string | null) =>
    [...scope, 'pendingWithdrawal', 'token', token, account] as const,
  tokenBalance: (scope: RentalsScopeKey, token: string | null, account: string | null) =>
    [...scope, 'tokenBalance', token, account] as const,
  /** Outside the scope: the fee is estimated once per booking picked, not at every block (it is an estimate). */
  networkFee: (scope: RentalsScopeKey, account: string | null, signature: string, booking: RentalBooking | null) =>
    ['networkFee', ...scope, account, signature, booking?.start, booking?.days] as const,

  settlement: (scope: RentalsScopeKey, rentalId: string, revision: string) =>
    [...scope, 'settlement', rentalId, revision] as const,
  offerTerms: (scope: RentalsScopeKey, tool: OfferedTool) =>
    [...scope, 'offerTerms', tool.id, tool.ownerWalletAddress.toLowerCase()] as const,
  allBookings: (scope: RentalsScopeKey) => [...scope, 'bookings'] as const,
  bookings: (scope: RentalsScopeKey, tool: OfferedTool) =>
    [...scope, 'bookings', tool.id, tool.ownerWalletAddress.toLowerCase()] as const,

  /** The check of a kept signed offer, re-run at every block (the nonce and the clock move on chain) and when the kept offer is read again. */
  signedOfferCheck: (scope: RentalsScopeKey, tool: OfferedTool, storedAt: number) =>
    [...scope, 'signedOffer', tool.id, tool.ownerWalletAddress.toLowerCase(), storedAt] as const,
  /** The kept offer, outside the scope: a new block does not read the store again. */
  storedSignedOffer: (scope: RentalsScopeKey, toolId: string) => ['storedSignedOffer', ...scope, toolId] as const,

  /** A rental's condition views, per rentals scope ('simulated' or '<chainId>:<contract>') and records' fingerprint: the photos are kept in this browser, not on chain. */
  conditionPhotos: (rentalsScope: string, rentalId: string, fingerprint: string) =>
    ['conditionPhotos', rentalsScope, rentalId, fingerprint] as const,
};

/**
 * What the reads of the connected wallet's rentals are made with: the RentalsProvider's client and
 * scope, and the acting account. Not server state: it changes only with the wallet, the chain or the mode.
 */
export interface RentalsSession {
  client: RentalsClient;
  /** The query key prefix of everything read for the current mode, chain and contract. */
  scopeKey: RentalsScopeKey;
  /** The acting address: the connected wallet that can sign, or null. */
  account: string | null;
  /** Whether a chain is read (on-chain mode with a deployment): only then do offers, balances and the pause exist. */
  readsChain: boolean;
  /** Where the rentals shown live ('simulated' or '<chainId>:<contract>'), to keep their condition photos; null when unknown. */
  rentalsScope: string | null;
}

/**
 * The key, read and condition of each read of the session's wallet (state/rentalReads.ts): any
 * number of components may read one, and the cache reads it once.
 */
export const rentalQueries = {
  /** The connected wallet's rentals (as lender or borrower), newest first. */
  rentalsOf: ({ client, scopeKey, account }: RentalsSession) =>
    queryOptions({
      queryKey: rentalKeys.rentalsOf(scopeKey, account),
      queryFn: () => client.fetchRentals(),
      enabled: account !== null,
    }),
  /** Read for an account only: it tells whether that account may settle disputes. */
  disputeAdmin: ({ client, scopeKey, account }: RentalsSession) =>
    queryOptions({
      queryKey: rentalKeys.disputeAdmin(scopeKey, account),
      queryFn: () => client.getDisputeAdmin(),
      enabled: account !== null,
    }),
  /** Balances and the pause live on a chain: read only while the client reads one. */
  pendingWithdrawal: ({ client, scopeKey, account, readsChain }: RentalsSession) =>
    queryOptions({
      queryKey: rentalKeys.pendingWithdrawal(scopeKey, account),
      queryFn: () => client.pendingWithdrawal(),
      enabled: readsChain && account !== null,
    }),
  paused: ({ client, scopeKey, readsChain }: RentalsSession) =>
    queryOptions({
      queryKey: rentalKeys.paused(scopeKey),
      queryFn: () => client.isPaused(),
      enabled: readsChain,
    }),
  /**
   * From the chain read, or from the simulated rentals; none on chain without a deployment, nor
   * outside a RentalsProvider (`session` null: the catalogue's cards render anywhere).
   */
  toolStatuses: (session: RentalsSession | null) =>
    queryOptions({
      queryKey: rentalKeys.toolStatuses(session?.scopeKey ?? rentalKeys.none),
      queryFn: session ? () => session.client.readToolStatuses() : skipToken,
      enabled: session !== null && readsToolStatuses(session),
    }),
};

/** Whether tool statuses are read: from the chain, or from this session's simulated rentals. */
export const readsToolStatuses = ({ readsChain, rentalsScope }: RentalsSession): boolean =>
  readsChain || rentalsScope === SIMULATED_SCOPE;
