import { useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { Tool } from '../../tools';
import { useWeb3 } from '../../wallet';
import { createRentalsClient } from '../clients/createRentalsClient';
import { RENTAL_ERROR_MESSAGES, describeRentalError } from '../actions/rentalErrors';
import { roleOf } from '../rules/roles';
import { useRentalsMode } from '../clients/rentalsMode';
import { isToolRentedOut } from './toolAvailability';
import { ActionConfirmations } from './actionConfirmations';
import { rentalKeys, type RentalsScopeKey } from '../queries';
import { ACTION_MUTATION, type ActionMutationVariables } from './actionMutation';
import {
  SIMULATED_SCOPE,
  toolOfferKey,
  type OnchainToolStatuses,
  type Rental,
  type RentalEvent,
  type RentalsClient,
  type RentalsWallet,
} from '../types';

export interface RentalsContextValue {
  /** The connected wallet's rentals (as lender or borrower), newest first; empty without a wallet. */
  rentals: Rental[];
  /** The first read of the rentals is under way. */
  loading: boolean;
  /** The last read's error, as the user reads it. */
  error: string | null;
  /** The acting address: the connected wallet, or null. */
  account: string | null;
  disputeAdmin: string | null;
  /** Whether an action on this rental is under way (useRentalAction; its buttons are disabled meanwhile). */
  isPending: (rentalId: string) => boolean;
  refresh: () => Promise<void>;
  /** On chain: wei credited to the connected wallet and not yet withdrawn; null when the client keeps no balances. */
  pendingWithdrawal: bigint | null;
  /** Whether a withdrawal is under way. */
  withdrawing: boolean;
  /**
   * Every tool's rental under way (and, on chain, open offer), for `isToolRentedOut`: on chain kept current
   * block by block (with or without a wallet), in simulated mode this session's rentals; null before the first read.
   */
  toolStatuses: OnchainToolStatuses | null;
  /** Whether a chain is read (on-chain mode with a deployment): only then do offers exist. */
  readsChain: boolean;
  /** The query key prefix of everything read for the current mode, chain, contract (for tests and tools). */
  scopeKey: RentalsScopeKey;
  /** Where the rentals shown live ('simulated' or '<chainId>:<contract>'), to keep their condition photos; null when unknown. */
  rentalsScope: string | null;
  /** How far the contract's clock runs ahead of this browser's (ms), read at each call: deadlines are counted by the contract's clock. */
  clockOffsetMs: () => number;
  /**
   * When the rentals were last read (this browser's ms; 0 before the first read). The contract's clock is
   * read with them, so each read renders again what counts deadlines, even when no rental changed
   * (a chain whose clock jumped a month changes no rental, but which deadlines have passed).
   */
  readAt: number;
  /** On chain: the owner has paused new offers and rentals (everything else keeps working); false in simulated mode. */
  paused: boolean;
}

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

/** A tool on chain: open for rental, rented out, or not offered by its owner; null when the app is not reading the chain. */
export type ToolOnchainAvailability = 'offered' | 'rented' | 'notOffered' | null;

export function onchainAvailabilityOf(tool: Tool, statuses: OnchainToolStatuses | null): ToolOnchainAvailability {
  if (!statuses) return null;
  if (!tool.ownerWalletAddress) return 'notOffered';
  return statuses.get(toolOfferKey(tool.id, tool.ownerWalletAddress)) ?? 'notOffered';
}

export const RentalsContext = createContext<RentalsContextValue | null>(null);

/** How many failed tries of the first read of the rentals before the screen says why (and retries go on). */
const FAILURES_BEFORE_SAYING_WHY = 2;

/** The wallet the page last committed, read by the client at each call. */
class CommittedWallet {
  constructor(private wallet: RentalsWallet | null) {}
  commit(wallet: RentalsWallet | null) {
    this.wallet = wallet;
  }
  read = (): RentalsWallet | null => this.wallet;
}

export function RentalsProvider({
  children,
  client: givenClient,
  catalogue,
}: {
  children: ReactNode;
  client?: RentalsClient;
  /** The listed tools: rentals read from the chain carry only a tool id, and take name and photo from here. */
  catalogue?: Tool[];
}) {
  const { account, signer, chainId } = useWeb3();
  // The client follows the rentals-mode switch by itself; subscribing here renders again when it flips,
  // so that what the client reads (its chain and scope) is asked anew.
  useRentalsMode();
  const queryClient = useQueryClient();

  // Rental actions need a wallet that can sign: 'Wallet not connected' otherwise. The client asks for
  // the wallet at each call, so it always acts with the current one.
  const wallet: RentalsWallet | null = account && signer ? { account, signer, chainId } : null;
  // The client lives as long as the provider and reads the wallet the page last committed: it is kept
  // current after each commit, before any event handler or effect can start a call.
  const [{ client, signing }] = useState(() => {
    const signing = new CommittedWallet(wallet);
    return { signing, client: givenClient ?? createRentalsClient(signing.read, { queryClient }) };
  });
  useLayoutEffect(() => {
    signing.commit(wallet);
  });
  const actingAccount = wallet?.account ?? null;

  // The chain and contract read now (they follow the wallet's chain and the mode); null when no chain is read.
  const scope = client.chainScope();
  const readsChain = scope !== null;
  // The scope is read anew each render: its key (plain strings and numbers) keeps one array per chain and contract.
  const scopeId = JSON.stringify(rentalKeys.scope(scope, client.rentalsScope()));
  const scopeKey = useMemo(() => JSON.parse(scopeId) as RentalsScopeKey, [scopeId]);

  const rentalsQuery = useQuery({
    queryKey: rentalKeys.rentalsOf(scopeKey, actingAccount),
    queryFn: () => client.fetchRentals(),
    enabled: actingAccount !== null,
  });
  // Read for an account only: it tells whether that account may settle disputes.
  const disputeAdminQuery = useQuery({
    queryKey: rentalKeys.disputeAdmin(scopeKey, actingAccount),
    queryFn: () => client.getDisputeAdmin(),
    enabled: actingAccount !== null,
  });
  // Balances, the pause and tool statuses live on a chain: read only while the client reads one.
  const pendingWithdrawalQuery = useQuery({
    queryKey: rentalKeys.pendingWithdrawal(scopeKey, actingAccount),
    queryFn: () => client.pendingWithdrawal(),
    enabled: readsChain && actingAccount !== null,
  });
  const pausedQuery = useQuery({
    queryKey: rentalKeys.paused(scopeKey),
    queryFn: () => client.isPaused(),
    enabled: readsChain,
  });
  // Tool statuses come from the chain read, or from the simulated rentals (none on chain without a deployment).
  const readsToolStatuses = readsChain || client.rentalsScope() === SIMULATED_SCOPE;
  const toolStatusesQuery = useQuery({
    queryKey: rentalKeys.toolStatuses(scopeKey),
    queryFn: () => client.readToolStatuses(),
    enabled: readsToolStatuses,
  });

  // Every new block of the chain read may change any of it: read again (one listener, only while a chain is read).
  useEffect(() => {
    if (!readsChain) return;
    return client.onNewBlock(() => void queryClient.invalidateQueries({ queryKey: scopeKey }));
    // A new account or chain starts a new listener too (the client reads from the current wallet).
  }, [client, readsChain, scopeKey, actingAccount, chainId, queryClient]);

  // Changes the client itself reports (the simulated client's timers) update the list at once.
  // Reads the account and contract at the time of the event, without subscribing again when they change.
  const onClientEvent = useEffectEvent((event: RentalEvent) => {
    const role = roleOf(event.rental, actingAccount);
    const isParty = role === 'lender' || role === 'borrower';
    queryClient.setQueryData<Rental[]>(rentalKeys.rentalsOf(scopeKey, actingAccount), (current) => {
      if (!current) return current;
      if (current.some((rental) => rental.id === event.rental.id))
        return current.map((rental) => (rental.id === event.rental.id ? event.rental : rental));
      return isParty ? [event.rental, ...current] : current;
    });
    void queryClient.invalidateQueries({ queryKey: rentalKeys.pendingWithdrawals(scopeKey) });
    void queryClient.invalidateQueries({ queryKey: rentalKeys.toolStatuses(scopeKey) });
    void queryClient.invalidateQueries({ queryKey: rentalKeys.allBookings(scopeKey) });
  });
  useEffect(() => client.subscribe((event) => onClientEvent(event)), [client]);

  const rentals = rentalsQuery.data;

  // Every action is a mutation of useRentalAction under one key: what each is on says which buttons wait.
  const pendingSubjects = useMutationState({
    filters: { mutationKey: ACTION_MUTATION, status: 'pending' },
    select: (mutation) => (mutation.state.variables as ActionMutationVariables<unknown> | undefined)?.subject,
  });

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: rentalKeys.rentals(scopeKey) });
  }, [queryClient, scopeKey]);

  // Rentals read from the chain carry only a tool id, and the catalogue may load after them: names
  // and photos are taken from it when shown, so they appear as soon as it has loaded.
  const namedRentals = useMemo(
    () => (actingAccount ? (rentals ?? []) : []).map((rental) => withCatalogueDetails(rental, catalogue)),
    [rentals, actingAccount, catalogue],
  );

  const loading = actingAccount !== null && rentalsQuery.isPending;
  // A failed read again after a good one leaves the last good list on screen (ChainNotice says why it may be old).
  // A first read that keeps failing (an unreachable node) says why once it has failed twice, instead of a
  // spinner through the minute of retries (app/queryClient.ts); the retries go on behind the message.
  const firstReadFailure =
    rentalsQuery.error ?? (rentalsQuery.failureCount >= FAILURES_BEFORE_SAYING_WHY ? rentalsQuery.failureReason : null);
  const error =
    actingAccount !== null && firstReadFailure && rentalsQuery.data === undefined
      ? describeRentalError(firstReadFailure, RENTAL_ERROR_MESSAGES.fetchRentals)
      : null;
  const pendingWithdrawal = readsChain && actingAccount !== null ? (pendingWithdrawalQuery.data ?? null) : null;
  const toolStatuses = readsToolStatuses ? (toolStatusesQuery.data ?? null) : null;
  const disputeAdmin = disputeAdminQuery.data ?? null;
  const paused = readsChain && pausedQuery.data === true;
  const rentalsScope = client.rentalsScope();
  const readAt = rentalsQuery.dataUpdatedAt;
  const pendingSet = useMemo(() => new Set(pendingSubjects), [pendingSubjects]);
  const withdrawing = pendingSet.has('withdraw');

  const value = useMemo<RentalsContextValue>(
    () => ({
      rentals: namedRentals,
      loading,
      error,
      account: actingAccount,
      disputeAdmin,
      isPending: (rentalId) => pendingSet.has(rentalId),
      refresh,
      pendingWithdrawal,
      withdrawing,
      toolStatuses,
      readsChain,
      scopeKey,
      rentalsScope,
      clockOffsetMs: () => client.clockOffsetMs(),
      readAt,
      paused,
    }),
    [
      namedRentals,
      loading,
      error,
      actingAccount,
      disputeAdmin,
      pendingSet,
      refresh,
      client,
      pendingWithdrawal,
      withdrawing,
      toolStatuses,
      readsChain,
      scopeKey,
      rentalsScope,
      readAt,
      paused,
    ],
  );

  return (
    <RentalsContext.Provider value={value}>
      <RentalsClientContext.Provider value={client}>
        <ActionConfirmations>{children}</ActionConfirmations>
      </RentalsClientContext.Provider>
    </RentalsContext.Provider>
  );
}

/** The provider's client, for the hooks that read beyond the connected wallet's rentals (state/useFindRental.ts, state/usePartyRentals.ts). */
export const RentalsClientContext = createContext<RentalsClient | null>(null);

/** The rentals client of the surrounding RentalsProvider (null outside one), for reads a feature module makes itself (signed offers). */
export function useRentalsClient(): RentalsClient | null {
  return useContext(RentalsClientContext);
}

/** How a tool stands on chain (see `onchainAvailabilityOf`); null in simulated mode and outside a RentalsProvider too, so catalogue cards render anywhere. */
export function useToolOnchainAvailability(tool: Tool): ToolOnchainAvailability {
  const context = useContext(RentalsContext);
  return onchainAvailabilityOf(tool, context?.readsChain ? context.toolStatuses : null);
}

/** The availability rule (`isToolRentedOut`) with what this provider has read; outside one, only the listing's own setting counts. */
export function useRentedOutRule(): (tool: Tool) => boolean {
  const statuses = useContext(RentalsContext)?.toolStatuses ?? null;
  return useCallback((tool: Tool) => isToolRentedOut(tool, statuses), [statuses]);
}

export function useRentals(): RentalsContextValue {
  const context = useContext(RentalsContext);
  if (!context) throw new Error('useRentals must be used within a RentalsProvider');
  return context;
}
