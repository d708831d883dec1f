import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { Tool } from '../../tools';
import { useWeb3 } from '../../wallet';
import { createRentalsClient } from '../clients/createRentalsClient';
import { roleOf } from '../rules/roles';
import { useRentalsMode } from '../clients/rentalsMode';
import { ActionConfirmations } from './actionConfirmations';
import { rentalKeys, type RentalsScopeKey, type RentalsSession } from '../queries';
import { RentalsCatalogueContext, RentalsSessionContext } from './rentalsSession';
import type { Rental, RentalEvent, RentalsClient, RentalsWallet } from '../types';

/** The wallet the page last committed, read by the client at each call. */
class CommittedWallet {
  constructor(private wallet: RentalsWallet | null) {}
  commit(wallet: RentalsWallet | null) {
    this.wallet = wallet;
  }
  read = (): RentalsWallet | null => this.wallet;
}

/**
 * Holds the rentals client and the session it reads (the scope and the acting account), and keeps
 * the query cache current: every read of the scope again at each new block, the client's own changes
 * at once. What is read is read through one hook per read (state/rentalReads.ts and the others).
 */
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
  const rentalsScope = client.rentalsScope();
  // The scope is read anew each render: its key (plain strings and numbers) keeps one array per chain and contract.
  const scopeId = JSON.stringify(rentalKeys.scope(scope, rentalsScope));
  const scopeKey = useMemo(() => JSON.parse(scopeId) as RentalsScopeKey, [scopeId]);
  const session = useMemo<RentalsSession>(
    () => ({ client, scopeKey, account: actingAccount, readsChain, rentalsScope }),
    [client, scopeKey, actingAccount, readsChain, rentalsScope],
  );

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

  return (
    <RentalsSessionContext.Provider value={session}>
      <RentalsCatalogueContext.Provider value={catalogue}>
        <ActionConfirmations>{children}</ActionConfirmations>
      </RentalsCatalogueContext.Provider>
    </RentalsSessionContext.Provider>
  );
}
