import { useMutationState } from '@tanstack/react-query';

/** Every rental action is one mutation under this key (useRentalAction): `useActionPending` reads which are pending. */
export const ACTION_MUTATION = ['rentals', 'action'] as const;

/** What a pending action is on: the rental's id, or the action's name for an action on no one rental. */
export interface ActionMutationVariables<Args> {
  subject: string;
  args: Args;
}

/**
 * Whether an action on `subject` (a rental's id, or an action's name such as 'withdraw') is under way:
 * the buttons of that rental are disabled meanwhile. Renders again only when that answer changes.
 */
export function useActionPending(subject: string): boolean {
  const pending = useMutationState({
    filters: {
      mutationKey: ACTION_MUTATION,
      status: 'pending',
      predicate: (mutation) =>
        (mutation.state.variables as ActionMutationVariables<unknown> | undefined)?.subject === subject,
    },
    select: () => true,
  });
  return pending.length > 0;
}
