import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ActionConfirmation, ActionEntry } from '../actions/actionEntry';
import { describeRentalError } from '../actions/rentalErrors';
import { RENTAL_ACTIONS, type ActionArgs, type ActionResult, type RentalActionName } from '../actions/rentalActions';
import { roleOf } from '../rules/roles';
import type { Rental, RentalsClient } from '../types';
import { useAskConfirmation } from './actionConfirmations';
import { ACTION_MUTATION, type ActionMutationVariables } from './actionMutation';
import { useDisputeAdmin } from './rentalReads';
import { useRentalsSession } from './rentalsSession';
import { useContractTime } from './useRentalsNow';
import { useFunds } from './useFunds';
import { useTransaction } from './useTransaction';
import { SIMULATED_AMOUNTS, isSimulated, type Funds } from '../components/moneyWords';

/**
 * What a screen gives to take action N: for an action on one rental, the rental itself (its question
 * and its payment are worked out from it) and the input; otherwise the action's own arguments.
 */
export type ActionRequest<N extends RentalActionName> =
  ActionArgs<N> extends [rentalId: string, ...infer Rest] ? [rental: Rental, ...rest: Rest] : ActionArgs<N>;

/** What the screen needs of one action: run it, whether it is running, and why it last failed. */
export interface RentalAction<N extends RentalActionName> {
  /**
   * Asks the entry's question (if it has one), sends the action as the connected wallet with its
   * toasts (wallet prompt, pending with the hash, mined, failed or rejected), then reads again
   * everything read of the contract. Resolves to the result, or null when the user went back or it
   * failed (the toast has said why, and so does `error`).
   */
  run: (...request: ActionRequest<N>) => Promise<ActionResult<N> | null>;
  /** Sending (after the question was answered). */
  pending: boolean;
  /** The last failure as the user reads it (the specification's message and the reason); null after a success or a new run. */
  error: string | null;
}

/** The entry's question for this request, worked out from the rental (its viewer's role, the contract's clock) and the input, or from the wei credited. */
function questionOf<N extends RentalActionName>(
  entry: ActionEntry<ActionArgs<N>, ActionResult<N>>,
  request: ActionRequest<N>,
  facts: { account: string | null; disputeAdmin: string | null; now: number; funds: Funds },
): ActionConfirmation | undefined {
  const confirm = entry.words.confirm as ((...facts: unknown[]) => ActionConfirmation) | undefined;
  if (!confirm) return undefined;
  const { account, disputeAdmin, now, funds } = facts;
  const question: ActionConfirmation = entry.rule
    ? (() => {
        const [rental, ...rest] = request as unknown as [Rental, ...unknown[]];
        // Asked before the action: what it credits is still to come, whatever the balance is now.
        const toCome: Funds = { ...funds, credited: null };
        return confirm({ rental, role: roleOf(rental, account, disputeAdmin), now, funds: toCome }, ...rest);
      })()
    : confirm(funds.credited ?? 0n, ...request);
  // Every question in the simulation says once that its amounts are pretend (issue 31, point 2).
  return isSimulated(funds) ? { ...question, effects: [...question.effects, SIMULATED_AMOUNTS] } : question;
}

/**
 * The request with its rental's cancellation fee (`RentalsClient.cancellationFeeOf`, read once per
 * rental) for a question that says what cancelling costs. A rental not yet deposited has nothing to
 * charge; a failed read leaves the fee unknown, and the question says so rather than guess.
 */
async function withCancellationFee<R extends readonly unknown[]>(client: RentalsClient, request: R): Promise<R> {
  const [rental, ...rest] = request as unknown as [Rental, ...unknown[]];
  if (rental.state !== 'COLLATERAL_DEPOSITED' || rental.cancellationFeeBps !== undefined) return request;
  try {
    const cancellationFeeBps = await client.cancellationFeeOf(rental.id);
    return [{ ...rental, cancellationFeeBps }, ...rest] as unknown as R;
  } catch (error) {
    console.error('Could not read the cancellation fee:', error);
    return request;
  }
}

/** In the simulation, the toast of an action that moves money says that none moved. */
const toastWords = (words: string, movesMoney: boolean, funds: Funds) =>
  movesMoney && isSimulated(funds) ? `${words} (simulated)` : words;

/**
 * The one way a screen takes a rental action: `useRentalAction('fileDispute').run(rental, { reason })`.
 * A TanStack mutation typed by the table's names (name → input → result): ask → send → refresh.
 */
export function useRentalAction<N extends RentalActionName>(name: N): RentalAction<N> {
  const { client, scopeKey, account } = useRentalsSession();
  const disputeAdmin = useDisputeAdmin();
  const contractTime = useContractTime();
  const funds = useFunds();
  const ask = useAskConfirmation();
  const queryClient = useQueryClient();
  const sendTransaction = useTransaction(client.chainScope()?.chainId ?? null);
  const entry: ActionEntry<ActionArgs<N>, ActionResult<N>> = RENTAL_ACTIONS[name];
  const { words } = entry;
  const movesMoney = words.confirm !== undefined || entry.payment !== undefined;

  const mutation = useMutation<ActionResult<N>, unknown, ActionMutationVariables<ActionArgs<N>>>({
    mutationKey: ACTION_MUTATION,
    mutationFn: ({ args }) => {
      const report = {
        pending: words.pending,
        success: (result: ActionResult<N>) => toastWords(words.success(result, args), movesMoney, funds),
        failure: words.failure,
      };
      return sendTransaction(report, (observer) => client.run(name, args, observer));
    },
    // Whatever happened, everything read of this contract is read again (not waited for).
    onSettled: () => void queryClient.invalidateQueries({ queryKey: scopeKey }),
  });
  const { mutateAsync, reset } = mutation;

  const run = useCallback(
    async (...request: ActionRequest<N>): Promise<ActionResult<N> | null> => {
      const asked = entry.asksWithCancellationFee ? await withCancellationFee(client, request) : request;
      const confirmation = questionOf(entry, asked, {
        account,
        disputeAdmin,
        now: contractTime(Date.now()),
        funds,
      });
      if (confirmation && !(await ask({ label: words.label, style: words.style, confirmation }))) return null;
      reset();
      const [first, ...rest] = request as unknown as [unknown, ...unknown[]];
      const onRental = entry.rule !== undefined;
      const rentalId = onRental ? (first as Rental).id : null;
      const args = (onRental ? [rentalId, ...rest] : request) as ActionArgs<N>;
      // The toast has said why it failed; `error` says it too.
      return mutateAsync({ subject: rentalId ?? name, args }).catch(() => null);
    },
    [entry, words, name, client, account, disputeAdmin, contractTime, funds, ask, reset, mutateAsync],
  );

  return {
    run,
    pending: mutation.isPending,
    error: mutation.isError ? describeRentalError(mutation.error, words.failure) : null,
  };
}
