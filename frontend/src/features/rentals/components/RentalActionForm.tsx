import type { ReactNode } from 'react';
import { RENTAL_ACTIONS, type ActionArgs, type RentalActionName } from '../actions/rentalActions';
import type { InputFields } from '../actions/actionInput';
import { useActionPending } from '../state/actionMutation';
import { useRentalAction } from '../state/useRentalAction';
import type { Rental } from '../types';
import { ActionForm } from './ActionForm';

/** The actions on one rental that take an input (a dispute's reason, a ruling): those whose entry declares fields have a form. */
export type RentalFormAction = {
  [N in RentalActionName]: ActionArgs<N> extends [rentalId: string, input: object] ? N : never;
}[RentalActionName];

/** A form's input: its fields' values by name. */
type FormInput = Record<string, unknown>;

/**
 * The form of `action` on `rental`, from its entry alone: its fields, its submit words, its question
 * and its toasts (useRentalAction). `onDone` follows a success.
 */
export function RentalActionForm({
  action,
  rental,
  label,
  title,
  beforeSubmit,
  onDone,
  onCancel,
}: {
  action: RentalFormAction;
  rental: Rental;
  /** The form's accessible name (else the action's label). */
  label?: string;
  title?: ReactNode;
  /** Shown before the submit button, from the fields' texts as typed (by field name). */
  beforeSubmit?: (texts: Readonly<Record<string, string>>) => ReactNode;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const busy = useActionPending(rental.id);
  const { run, pending, error } = useRentalAction(action);
  const { words, input } = RENTAL_ACTIONS[action];
  // Each of these actions takes the rental and the values of its entry's fields.
  const fields = input?.fields as InputFields<FormInput> | null | undefined;
  if (!fields) return null;
  const send = run as (rental: Rental, input: FormInput) => Promise<unknown>;
  return (
    <ActionForm
      fields={fields}
      label={label ?? words.label}
      submit={input?.submit?.label ?? words.label}
      submitting={input?.submit?.sending ?? 'Sending...'}
      busy={pending || busy}
      danger={words.style === 'danger'}
      error={error}
      title={title}
      beforeSubmit={beforeSubmit}
      onCancel={onCancel}
      onSubmit={async (value) => {
        const done = (await send(rental, value)) !== null;
        if (done) onDone?.();
        return done;
      }}
    />
  );
}
