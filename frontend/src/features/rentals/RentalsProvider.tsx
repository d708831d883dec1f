import { formatEther } from 'ethers';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Tool } from '../tools';
import { useToast } from '../toast';
import { useWeb3 } from '../wallet';
import { createRentalsClient } from './createRentalsClient';
import { RENTAL_ERROR_MESSAGES, describeRentalError, failureMessageFor } from './rentalErrors';
import { roleOf, type RentalAction } from './rentalStateMachine';
import { useRentalsMode } from './rentalsMode';
import { toolOfferKey, type EvidenceSubmission, type OnchainToolStatuses, type Rental, type RentalEvent, type RentalsClient, type RentalsWallet } from './types';

export interface RentalsContextValue {
  /** The connected wallet's rentals (as lender or borrower), newest first; empty without a wallet. */
  rentals: Rental[];
  loading: boolean;
  /** The last fetch's error, as the user reads it. */
  error: string | null;
  /** The acting address: the connected wallet, or null. */
  account: string | null;
  disputeAdmin: string | null;
  /** Every rental event seen in this browser session, oldest first (notifications are made from these). */
  activity: RentalEvent[];
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
  /** On-chain: every tool's open offer or rental under way, kept current block by block; null in simulated mode or before the first read. */
  toolStatuses: OnchainToolStatuses | null;
}

/** A rental with the listed tool's current name and first photo, when the catalogue has the tool. */
function withCatalogueDetails(rental: Rental, catalogue: Tool[] | undefined): Rental {
  const tool = catalogue?.find((candidate) => candidate.id === rental.toolId);
  if (!tool) return rental;
  const toolImageUrl = tool.imageUrls[0] ?? '';
  return tool.name === rental.toolName && toolImageUrl === rental.toolImageUrl ? rental : { ...rental, toolName: tool.name, toolImageUrl };
}

/** A tool on chain: open for rental, rented out, or not offered by its owner; null when the app is not reading the chain. */
export type ToolOnchainAvailability = 'offered' | 'rented' | 'notOffered' | null;

export function onchainAvailabilityOf(tool: Tool, statuses: OnchainToolStatuses | null): ToolOnchainAvailability {
  if (!statuses) return null;
  if (!tool.ownerWalletAddress) return 'notOffered';
  return statuses.get(toolOfferKey(tool.id, tool.ownerWalletAddress)) ?? 'notOffered';
}

const shortHash = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-6)}`;

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
  const { showToast, updateToast } = useToast();
  const mode = useRentalsMode();

  // Rental actions need a wallet that can sign: 'Wallet not connected' otherwise.
  const wallet: RentalsWallet | null = account && signer ? { account, signer, chainId } : null;
  const walletRef = useRef(wallet);
  walletRef.current = wallet;
  const [client] = useState(() => givenClient ?? createRentalsClient(() => walletRef.current));

  const [rentals, setRentals] = useState<Rental[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [activity, setActivity] = useState<RentalEvent[]>([]);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [disputeAdmin, setDisputeAdmin] = useState<string | null>(null);

  const actingAccount = wallet?.account ?? null;
  const fetchGeneration = useRef(0);
  const [pendingWithdrawal, setPendingWithdrawal] = useState<bigint | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const [toolStatuses, setToolStatuses] = useState<OnchainToolStatuses | null>(null);

  // Tool availability on chain, for the catalogue and the tool pages: watched again for each wallet, chain and mode.
  useEffect(() => {
    setToolStatuses(null);
    if (mode !== 'onchain' || !actingAccount || !client.watchToolStatuses) return;
    return client.watchToolStatuses(setToolStatuses);
  }, [client, mode, actingAccount, chainId]);

  const refreshPendingWithdrawal = useCallback(async () => {
    if (!actingAccount || mode !== 'onchain' || !client.pendingWithdrawal) {
      setPendingWithdrawal(null);
      return;
    }
    try {
      setPendingWithdrawal(await client.pendingWithdrawal());
    } catch (balanceError) {
      console.error('Reading the pending withdrawal failed:', balanceError);
      setPendingWithdrawal(null);
    }
  }, [client, actingAccount, mode]);

  const refresh = useCallback(async () => {
    const generation = ++fetchGeneration.current;
    if (!actingAccount) {
      setRentals([]);
      setLoading(false);
      setError(null);
      return;
    }
    setLoading(true);
    setError(null);
    try {
      const fetched = await client.fetchRentals();
      if (generation === fetchGeneration.current) setRentals(fetched);
    } catch (fetchError) {
      console.error(fetchError);
      if (generation === fetchGeneration.current) setError(describeRentalError(fetchError, RENTAL_ERROR_MESSAGES.fetchRentals));
    } finally {
      if (generation === fetchGeneration.current) setLoading(false);
    }
  }, [client, actingAccount, mode]);

  // Refetch whenever the connected wallet changes (connect, account switch, disconnect) or the rentals mode.
  useEffect(() => {
    void refresh();
    void refreshPendingWithdrawal();
  }, [refresh, refreshPendingWithdrawal]);

  useEffect(() => {
    client.getDisputeAdmin().then(setDisputeAdmin, (adminError: unknown) => console.error(adminError));
  }, [client, actingAccount, mode]);

  // Keep the list current with every change, including automatic ones (the 2 s deposit).
  const refreshPendingWithdrawalRef = useRef(refreshPendingWithdrawal);
  refreshPendingWithdrawalRef.current = refreshPendingWithdrawal;
  const accountRef = useRef(actingAccount);
  accountRef.current = actingAccount;
  useEffect(
    () =>
      client.subscribe((event) => {
        setActivity((current) => [...current, event]);
        void refreshPendingWithdrawalRef.current();
        const role = roleOf(event.rental, accountRef.current);
        const isParty = role === 'lender' || role === 'borrower';
        setRentals((current) => {
          if (current.some((rental) => rental.id === event.rental.id)) {
            return current.map((rental) => (rental.id === event.rental.id ? event.rental : rental));
          }
          return isParty ? [event.rental, ...current] : current;
        });
      }),
    [client],
  );

  const setRentalPending = useCallback((rentalId: string, isPending: boolean) => {
    setPending((current) => {
      const next = new Set(current);
      if (isPending) next.add(rentalId);
      else next.delete(rentalId);
      return next;
    });
  }, []);

  const runAction = useCallback(
    async (rentalId: string, action: RentalAction, perform: () => Promise<Rental>): Promise<boolean> => {
      const toastId = showToast(ACTION_TOASTS[action].pending, 'pending');
      setRentalPending(rentalId, true);
      // On chain: the pending toast names the transaction while it is mined.
      const stopWatching = client.onTransactionSent?.((sent) => {
        if (sent.rentalId === rentalId) updateToast(toastId, `${ACTION_TOASTS[action].pending} Transaction ${shortHash(sent.hash)} is being mined`, 'pending');
      });
      try {
        await perform();
        updateToast(toastId, ACTION_TOASTS[action].success, 'success');
        void refreshPendingWithdrawalRef.current();
        return true;
      } catch (actionError) {
        console.error(actionError);
        updateToast(toastId, describeRentalError(actionError, failureMessageFor(action)), 'error');
        return false;
      } finally {
        stopWatching?.();
        setRentalPending(rentalId, false);
      }
    },
    [client, showToast, updateToast, setRentalPending],
  );

  const createRental = useCallback(
    async (tool: Tool, duration: number) => {
      const toastId = showToast('Sending rental request...', 'pending');
      const stopWatching = client.onTransactionSent?.((sent) => {
        if (sent.rentalId === null) updateToast(toastId, `Sending rental request... Transaction ${shortHash(sent.hash)} is being mined`, 'pending');
      });
      try {
        const rental = await client.createRental(tool, duration);
        updateToast(toastId, `Rental request sent for ${tool.name}`, 'success');
        return rental;
      } catch (createError) {
        updateToast(toastId, describeRentalError(createError, RENTAL_ERROR_MESSAGES.createRental), 'error');
        throw createError;
      } finally {
        stopWatching?.();
      }
    },
    [client, showToast, updateToast],
  );

  const openRentalOffer = useCallback(
    async (tool: Tool) => {
      if (!client.openRentalOffer) return false;
      const toastId = showToast('Opening an on-chain offer...', 'pending');
      const stopWatching = client.onTransactionSent?.((sent) => {
        if (sent.rentalId === null) updateToast(toastId, `Opening an on-chain offer... Transaction ${shortHash(sent.hash)} is being mined`, 'pending');
      });
      try {
        await client.openRentalOffer(tool);
        updateToast(toastId, `${tool.name} is open for on-chain rental`, 'success');
        void refresh();
        return true;
      } catch (offerError) {
        console.error(offerError);
        updateToast(toastId, describeRentalError(offerError, RENTAL_ERROR_MESSAGES.createRental), 'error');
        return false;
      } finally {
        stopWatching?.();
      }
    },
    [client, showToast, updateToast, refresh],
  );

  const withdraw = useCallback(async () => {
    if (!client.withdraw) return false;
    const toastId = showToast('Withdrawing...', 'pending');
    setWithdrawing(true);
    const stopWatching = client.onTransactionSent?.((sent) => {
      if (sent.rentalId === null) updateToast(toastId, `Withdrawing... Transaction ${shortHash(sent.hash)} is being mined`, 'pending');
    });
    try {
      const amount = await client.withdraw();
      updateToast(toastId, `Withdrew ${formatEther(amount)} ETH`, 'success');
      return true;
    } catch (withdrawError) {
      console.error(withdrawError);
      updateToast(toastId, describeRentalError(withdrawError, RENTAL_ERROR_MESSAGES.updateState), 'error');
      return false;
    } finally {
      stopWatching?.();
      setWithdrawing(false);
      void refreshPendingWithdrawal();
    }
  }, [client, showToast, updateToast, refreshPendingWithdrawal]);

  // Rentals read from the chain carry only a tool id, and the catalogue may load after them: names
  // and photos are taken from it when shown, so they appear as soon as it has loaded.
  const namedRentals = useMemo(() => rentals.map((rental) => withCatalogueDetails(rental, catalogue)), [rentals, catalogue]);
  const namedActivity = useMemo(
    () => activity.map((event) => ({ ...event, rental: withCatalogueDetails(event.rental, catalogue) })),
    [activity, catalogue],
  );

  const value = useMemo<RentalsContextValue>(
    () => ({
      rentals: namedRentals,
      loading,
      error,
      account: actingAccount,
      disputeAdmin,
      activity: namedActivity,
      isPending: (rentalId) => pending.has(rentalId),
      refresh,
      createRental,
      confirmPickup: (id) => runAction(id, 'confirmPickup', () => client.confirmPickup(id)),
      confirmReturn: (id) => runAction(id, 'confirmReturn', () => client.confirmReturn(id)),
      confirmReceipt: (id) => runAction(id, 'confirmReceipt', () => client.confirmReceipt(id)),
      completeRental: (id) => runAction(id, 'completeRental', () => client.completeRental(id)),
      fileDispute: (id, reason) => runAction(id, 'fileDispute', () => client.fileDispute(id, reason)),
      submitEvidence: (id, evidence) => runAction(id, 'submitEvidence', () => client.submitEvidence(id, evidence)),
      resolveDispute: (id, share, details) => runAction(id, 'resolveDispute', () => client.resolveDispute(id, share, details)),
      finalizeRental: (id) => runAction(id, 'finalizeRental', () => client.finalizeRental(id)),
      claimAfterDeadline: (id) => runAction(id, 'claimAfterDeadline', () => client.claimAfterDeadline(id)),
      cancelRental: (id) => runAction(id, 'cancelRental', () => client.cancelRental(id)),
      openRentalOffer,
      pendingWithdrawal,
      withdrawing,
      withdraw,
      toolStatuses,
    }),
    [namedRentals, loading, error, actingAccount, disputeAdmin, namedActivity, pending, refresh, createRental, runAction, client, openRentalOffer, pendingWithdrawal, withdrawing, withdraw, toolStatuses],
  );

  return <RentalsContext.Provider value={value}>{children}</RentalsContext.Provider>;
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
