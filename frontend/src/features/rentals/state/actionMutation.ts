/** Every rental action is one mutation under this key (useRentalAction): the provider reads which are pending. */
export const ACTION_MUTATION = ['rentals', 'action'] as const;

/** What a pending action is on: the rental's id, or the action's name for an action on no one rental. */
export interface ActionMutationVariables<Args> {
  subject: string;
  args: Args;
}
