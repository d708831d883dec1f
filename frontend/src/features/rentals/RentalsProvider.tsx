import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useEffectEvent, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { formatEth } from '../../shared/eth';
import { type Tool, listedTerms, type RentalTerms } from '../tools';
import { useWeb3 } from '../wallet';
import { createRentalsClient } from './createRentalsClient';
import { RENTAL_ERROR_MESSAGES, describeRentalError, failureMessageFor } from './rentalErrors';
import { roleOf, type RentalAction } from './rentalStateMachine';
import { useRentalsMode, type RentalsMode } from './rentalsMode';
import { useTransaction, type TransactionReport } from './useTransaction';
import { toolOfferKey, type ChainScope, type EvidenceSubmission, type OnchainToolStatuses, type Rental, type RentalEvent, type RentalSettlement, type RentalsClient, type RentalsWallet, type TransactionObserver } from './types';

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
  /** Whether an action on this rental is under way (its buttons are disabled meanwhile). */
  isPending: (rentalId: string) => boolean;
  refresh: () => Promise<void>;
  /** 'Confirm Rental': the connected wallet rents `tool` for `duration` days (1..30). Rejects on failure after a toast. */
  createRental: (tool: Tool, duration: number) => Promise<{ id: string }>;
  /** The actions below resolve to true on success; failures are shown as toasts and resolve to false. */
  confirmPickup: (rentalId: string) => Promise<boolean>;
  confirmReturn: (rentalId: string) => Promise<boolean>;
  confirmReceipt: (rentalId: string) => Promise<boolean>;
  completeRental: (rentalId: string) => Promise<boolean>;
  fileDispute: (rentalId: string, reason: string) => Promise<boolean>;
  submitEvidence: (rentalId: string, evidence: EvidenceSubmission) => Promise<boolean>;
  resolveDispute: (rentalId: string, lenderShareBps: number, details: string) => Promise<boolean>;
  finalizeRental: (rentalId: string) => Promise<boolean>;
  claimAfterDeadline: (rentalId: string) => Promise<boolean>;
  cancelRental: (rentalId: string) => Promise<boolean>;
  /** On-chain — lender: opens `tool` for rental at its listed rate and collateral. Resolves to true on success; failures are toasts. */
  openRentalOffer: (tool: Tool) => Promise<boolean>;
  /** On-chain: wei credited to the connected wallet and not yet withdrawn; null when the client keeps no balances. */
  pendingWithdrawal: bigint | null;
  /** Whether a withdrawal is under way. */
  withdrawing: boolean;
  /** On-chain: pays out the pending balance. Resolves to true on success; failures are toasts. */
  withdraw: () => Promise<boolean>;
  /** On-chain: every tool's open offer or rental under way, kept current block by block (with or without a wallet); null in simulated mode or before the first read. */
  toolStatuses: OnchainToolStatuses | null;
  /** The query key prefix of everything read for the current mode, chain, contract (for tests and tools). */
  scopeKey: readonly unknown[];
  /** What the rental credits, or settling it now would credit, each party, in wei (contract `settlementOf`). */
  settlementOf: (rentalId: string) => Promise<RentalSettlement>;
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
  return tool.name === rental.toolName && toolImageUrl === rental.toolImageUrl ? rental : { ...rental, toolName: tool.name, toolImageUrl };
}

/** A tool on chain: open for rental, rented out, or not offered by its owner; null when the app is not reading the chain. */
export type ToolOnchainAvailability = 'offered' | 'rented' | 'notOffered' | null;

export function onchainAvailabilityOf(tool: Tool, statuses: OnchainToolStatuses | null): ToolOnchainAvailability {
  if (!statuses) return null;
  if (!tool.ownerWalletAddress) return 'notOffered';
  return statuses.get(toolOfferKey(tool.id, tool.ownerWalletAddress)) ?? 'notOffered';
}

/** What the toasts say while an action runs and when it succeeds. */
const ACTION_TOASTS: Record<RentalAction, { pending: string; success: string }> = {
  confirmPickup: { pending: 'Confirming pickup...', success: 'Pickup confirmed: the rental is active' },
  confirmReturn: { pending: 'Confirming return...', success: 'Return confirmed: the lender will inspect the tool' },
  confirmReceipt: { pending: 'Confirming receipt...', success: 'Receipt confirmed: inspection period started' },
  completeRental: { pending: 'Completing rental...', success: 'Rental completed: the collateral has been returned' },
  fileDispute: { pending: 'Filing dispute...', success: 'Dispute filed' },
  submitEvidence: { pending: 'Submitting evidence...', success: 'Evidence submitted' },
  resolveDispute: { pending: 'Resolving dispute...', success: 'Dispute resolved' },
  finalizeRental: { pending: 'Finalizing rental...', success: 'Rental finalized: the resolved shares have been paid out' },
  claimAfterDeadline: { pending: 'Claiming after the deadline...', success: 'Claim completed' },
  cancelRental: { pending: 'Cancelling rental...', success: 'Rental cancelled' },
};

const RentalsContext = createContext<RentalsContextValue | null>(null);

/**
 * Where everything read for a mode lives in the query cache: on chain, per chain and contract (the
 * account follows in each query's own key), so that one invalidation after a block or a
 * transaction reaches every read of that contract and nothing of another.
 */
export function rentalsScopeKey(mode: RentalsMode, scope: ChainScope | null): readonly unknown[] {
  return mode === 'simulated' ? ['rentals', 'simulated'] : ['rentals', 'onchain', scope?.chainId ?? null, scope?.address.toLowerCase() ?? null];
}

const ACTION_MUTATION = ['rentals', 'action'] as const;
const WITHDRAW_MUTATION = ['rentals', 'withdraw'] as const;

interface ActionVariables {
  rentalId: string;
  action: RentalAction;
  perform: (observer: TransactionObserver) => Promise<Rental>;
}

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
  const mode = useRentalsMode();
  const queryClient = useQueryClient();

  // Rental actions need a wallet that can sign: 'Wallet not connected' otherwise. The client asks for
  // the wallet at each call, so it always acts with the current one.
  const wallet: RentalsWallet | null = account && signer ? { account, signer, chainId } : null;
  // The client lives as long as the provider and reads the wallet the page last committed: it is kept
  // current after each commit, before any event handler or effect can start a call.
  const [{ client, signing }] = useState(() => {
    const signing = new CommittedWallet(wallet);
    return { signing, client: givenClient ?? createRentalsClient(signing.read) };
  });
  useLayoutEffect(() => {
    signing.commit(wallet);
  });
  const actingAccount = wallet?.account ?? null;

  // The chain and contract read now (they follow the wallet's chain and the mode).
  const scope = mode === 'onchain' ? (client.chainScope?.() ?? null) : null;
  const onchainReadable = mode === 'onchain' && (!client.chainScope || scope !== null);
  // The scope is read anew each render: its key (plain strings and numbers) keeps one array per chain and contract.
  const scopeId = JSON.stringify(rentalsScopeKey(mode, scope));
  const scopeKey = useMemo(() => JSON.parse(scopeId) as readonly unknown[], [scopeId]);

  const rentalsQuery = useQuery({
    queryKey: [...scopeKey, 'rentals', actingAccount],
    queryFn: () => client.fetchRentals(),
    enabled: actingAccount !== null,
  });
  const disputeAdminQuery = useQuery({
    queryKey: [...scopeKey, 'disputeAdmin', actingAccount],
    queryFn: () => client.getDisputeAdmin(),
  });
  const pendingWithdrawalQuery = useQuery({
    queryKey: [...scopeKey, 'pendingWithdrawal', actingAccount],
    queryFn: () => (client.pendingWithdrawal ? client.pendingWithdrawal() : Promise.resolve(0n)),
    enabled: mode === 'onchain' && actingAccount !== null && client.pendingWithdrawal !== undefined,
  });
  const pausedQuery = useQuery({
    queryKey: [...scopeKey, 'paused'],
    queryFn: () => (client.isPaused ? client.isPaused() : Promise.resolve(false)),
    enabled: onchainReadable && client.isPaused !== undefined,
  });
  const toolStatusesQuery = useQuery({
    queryKey: [...scopeKey, 'toolStatuses'],
    queryFn: () => (client.readToolStatuses ? client.readToolStatuses() : Promise.resolve<OnchainToolStatuses>(new Map())),
    enabled: onchainReadable && client.readToolStatuses !== undefined,
  });

  // Every new block of the chain read may change any of it: read again (one listener, only while on chain).
  useEffect(() => {
    if (mode !== 'onchain' || !client.onNewBlock) return;
    return client.onNewBlock(() => void queryClient.invalidateQueries({ queryKey: scopeKey }));
    // A new account or chain starts a new listener too (the client reads from the current wallet).
  }, [client, mode, scopeKey, actingAccount, chainId, queryClient]);

  // Changes the client itself reports (the simulated client's timers) update the list at once.
  // Reads the account and contract at the time of the event, without subscribing again when they change.
  const onClientEvent = useEffectEvent((event: RentalEvent) => {
    const role = roleOf(event.rental, actingAccount);
    const isParty = role === 'lender' || role === 'borrower';
    queryClient.setQueryData<Rental[]>([...scopeKey, 'rentals', actingAccount], (current) => {
      if (!current) return current;
      if (current.some((rental) => rental.id === event.rental.id)) return current.map((rental) => (rental.id === event.rental.id ? event.rental : rental));
      return isParty ? [event.rental, ...current] : current;
    });
    void queryClient.invalidateQueries({ queryKey: [...scopeKey, 'pendingWithdrawal'] });
  });
  useEffect(() => client.subscribe((event) => onClientEvent(event)), [client]);

  const rentals = rentalsQuery.data;

  const invalidateAll = useCallback(() => queryClient.invalidateQueries({ queryKey: scopeKey }), [queryClient, scopeKey]);
  const sendTransaction = useTransaction(scope?.chainId ?? null);

  /** Runs one transaction with its own toast; afterwards everything read of this contract is read again. */
  const transact = useCallback(
    async <T,>(report: TransactionReport<T>, perform: (observer: TransactionObserver) => Promise<T>): Promise<T> => {
      try {
        return await sendTransaction(report, perform);
      } finally {
        void invalidateAll();
      }
    },
    [sendTransaction, invalidateAll],
  );

  const actionMutation = useMutation({
    mutationKey: ACTION_MUTATION,
    mutationFn: ({ action, perform }: ActionVariables) =>
      transact({ pending: ACTION_TOASTS[action].pending, success: () => ACTION_TOASTS[action].success, failure: failureMessageFor(action) }, perform),
  });
  const pendingRentalIds = useMutationState({
    filters: { mutationKey: ACTION_MUTATION, status: 'pending' },
    select: (mutation) => (mutation.state.variables as ActionVariables | undefined)?.rentalId,
  });
  const withdrawMutation = useMutation({
    mutationKey: WITHDRAW_MUTATION,
    mutationFn: () =>
      transact(
        { pending: 'Withdrawing...', success: (amount: bigint) => `Withdrew ${formatEth(amount)}`, failure: RENTAL_ERROR_MESSAGES.updateState },
        (observer) => (client.withdraw ? client.withdraw(observer) : Promise.resolve(0n)),
      ),
  });

  const { mutateAsync: runActionMutation } = actionMutation;
  const runAction = useCallback(
    (rentalId: string, action: RentalAction, perform: (observer: TransactionObserver) => Promise<Rental>): Promise<boolean> =>
      runActionMutation({ rentalId, action, perform }).then(
        () => true,
        () => false,
      ),
    [runActionMutation],
  );

  const createRental = useCallback(
    (tool: Tool, duration: number) =>
      transact(
        { pending: 'Sending rental request...', success: () => `Rental request sent for ${tool.name}`, failure: RENTAL_ERROR_MESSAGES.createRental },
        (observer) => client.createRental(tool, duration, observer),
      ),
    [client, transact],
  );

  const openRentalOffer = useCallback(
    async (tool: Tool) => {
      if (!client.openRentalOffer) return false;
      const open = client.openRentalOffer.bind(client);
      try {
        await transact(
          { pending: 'Opening an on-chain offer...', success: () => `${tool.name} is open for on-chain rental`, failure: RENTAL_ERROR_MESSAGES.createRental },
          (observer) => open(tool, observer),
        );
        return true;
      } catch {
        return false;
      }
    },
    [client, transact],
  );

  const { mutateAsync: runWithdraw } = withdrawMutation;
  const withdraw = useCallback(
    () =>
      client.withdraw
        ? runWithdraw().then(
            () => true,
            () => false,
          )
        : Promise.resolve(false),
    [client, runWithdraw],
  );

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: [...scopeKey, 'rentals'] });
  }, [queryClient, scopeKey]);

  // Rentals read from the chain carry only a tool id, and the catalogue may load after them: names
  // and photos are taken from it when shown, so they appear as soon as it has loaded.
  const namedRentals = useMemo(() => (actingAccount ? (rentals ?? []) : []).map((rental) => withCatalogueDetails(rental, catalogue)), [rentals, actingAccount, catalogue]);

  const loading = actingAccount !== null && rentalsQuery.isPending;
  const error = actingAccount !== null && rentalsQuery.error ? describeRentalError(rentalsQuery.error, RENTAL_ERROR_MESSAGES.fetchRentals) : null;
  const pendingWithdrawal = mode === 'onchain' && actingAccount !== null ? (pendingWithdrawalQuery.data ?? null) : null;
  const toolStatuses = onchainReadable ? (toolStatusesQuery.data ?? null) : null;
  const disputeAdmin = disputeAdminQuery.data ?? null;
  const withdrawing = withdrawMutation.isPending;
  const paused = onchainReadable && pausedQuery.data === true;
  const rentalsScope = client.rentalsScope?.() ?? null;
  const readAt = rentalsQuery.dataUpdatedAt;
  const pendingSet = useMemo(() => new Set(pendingRentalIds), [pendingRentalIds]);

  const value = useMemo<RentalsContextValue>(
    () => ({
      rentals: namedRentals,
      loading,
      error,
      account: actingAccount,
      disputeAdmin,
      isPending: (rentalId) => pendingSet.has(rentalId),
      refresh,
      createRental,
      confirmPickup: (id) => runAction(id, 'confirmPickup', (observer) => client.confirmPickup(id, observer)),
      confirmReturn: (id) => runAction(id, 'confirmReturn', (observer) => client.confirmReturn(id, observer)),
      confirmReceipt: (id) => runAction(id, 'confirmReceipt', (observer) => client.confirmReceipt(id, observer)),
      completeRental: (id) => runAction(id, 'completeRental', (observer) => client.completeRental(id, observer)),
      fileDispute: (id, reason) => runAction(id, 'fileDispute', (observer) => client.fileDispute(id, reason, observer)),
      submitEvidence: (id, evidence) => runAction(id, 'submitEvidence', (observer) => client.submitEvidence(id, evidence, observer)),
      resolveDispute: (id, share, details) => runAction(id, 'resolveDispute', (observer) => client.resolveDispute(id, share, details, observer)),
      finalizeRental: (id) => runAction(id, 'finalizeRental', (observer) => client.finalizeRental(id, observer)),
      claimAfterDeadline: (id) => runAction(id, 'claimAfterDeadline', (observer) => client.claimAfterDeadline(id, observer)),
      cancelRental: (id) => runAction(id, 'cancelRental', (observer) => client.cancelRental(id, observer)),
      openRentalOffer,
      pendingWithdrawal,
      withdrawing,
      withdraw,
      toolStatuses,
      scopeKey,
      settlementOf: (id) => client.settlementOf(id),
      rentalsScope,
      clockOffsetMs: () => client.clockOffsetMs?.() ?? 0,
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
      createRental,
      runAction,
      client,
      openRentalOffer,
      pendingWithdrawal,
      withdrawing,
      withdraw,
      toolStatuses,
      scopeKey,
      rentalsScope,
      readAt,
      paused,
    ],
  );

  return (
    <RentalsContext.Provider value={value}>
      <RentalsClientContext.Provider value={client}>{children}</RentalsClientContext.Provider>
    </RentalsContext.Provider>
  );
}

const RentalsClientContext = createContext<RentalsClient | null>(null);

/**
 * What renting `tool` costs per day and as deposit: in on-chain mode the open offer's own terms (what
 * the transaction pays, which may differ from the listing after an edit), else the listing's.
 * `source` says which; 'listing' also while the offer is being read or when there is none.
 */
export function useRentalTerms(tool: Tool): { terms: RentalTerms; source: 'offer' | 'listing' } {
  const context = useContext(RentalsContext);
  const client = useContext(RentalsClientContext);
  const mode = useRentalsMode();
  const scopeKey = context?.scopeKey ?? ['rentals', 'none'];
  const offerQuery = useQuery({
    queryKey: [...scopeKey, 'offerTerms', tool.id, tool.ownerWalletAddress.toLowerCase()],
    queryFn: () => (client?.readOfferTerms ? client.readOfferTerms(tool) : Promise.resolve(null)),
    enabled: mode === 'onchain' && client?.readOfferTerms !== undefined,
  });
  const offer = mode === 'onchain' ? offerQuery.data : null;
  return offer ? { terms: offer, source: 'offer' } : { terms: listedTerms(tool), source: 'listing' };
}

/** How a tool stands on chain (see `onchainAvailabilityOf`); null outside a RentalsProvider too, so catalogue cards render anywhere. */
export function useToolOnchainAvailability(tool: Tool): ToolOnchainAvailability {
  const context = useContext(RentalsContext);
  return onchainAvailabilityOf(tool, context?.toolStatuses ?? null);
}

export function useRentals(): RentalsContextValue {
  const context = useContext(RentalsContext);
  if (!context) throw new Error('useRentals must be used within a RentalsProvider');
  return context;
}
