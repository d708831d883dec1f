import { useCallback, useId, useState, type ReactNode } from 'react';
import { ModalDialog } from '../../../shared/ui/ModalDialog';
import { BUTTON } from '../../../shared/ui/buttonStyles';
import type { ActionConfirmation } from '../actions/actionEntry';
import { RENTAL_ACTIONS, type RentalActionName } from '../actions/rentalActions';

/** The one question before an action that moves or freezes money: its entry's words, then the action's own button or "Go back". */
export function ConfirmActionDialog({
  action,
  confirmation,
  onAnswer,
}: {
  action: RentalActionName;
  confirmation: ActionConfirmation;
  onAnswer: (confirmed: boolean) => void;
}) {
  const titleId = useId();
  const effectsId = useId();
  const { words } = RENTAL_ACTIONS[action];
  return (
    <ModalDialog labelledBy={titleId} describedBy={effectsId} width="max-w-sm" onClose={() => onAnswer(false)}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        {confirmation.title}
      </h2>
      <div id={effectsId} className="mt-3 space-y-2 text-sm break-words text-slate-700 dark:text-slate-300">
        {confirmation.effects.map((effect) => (
          <p key={effect}>{effect}</p>
        ))}
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className={BUTTON.secondary} onClick={() => onAnswer(false)}>
          Go back
        </button>
        <button
          type="button"
          className={words.style === 'danger' ? BUTTON.dangerSolid : BUTTON.primary}
          onClick={() => onAnswer(true)}
        >
          {words.label}
        </button>
      </div>
    </ModalDialog>
  );
}

interface Question {
  action: RentalActionName;
  confirmation: ActionConfirmation;
  answer: (confirmed: boolean) => void;
}

/**
 * Asks before an action that moves or freezes money: `ask` shows the entry's confirmation and
 * resolves to whether the user confirmed (at once to true when the action has none to ask);
 * `dialog` is rendered where the asking component is.
 */
export function useActionConfirmation(): {
  ask: (action: RentalActionName, confirmation: ActionConfirmation | undefined) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [question, setQuestion] = useState<Question | null>(null);
  const ask = useCallback(
    (action: RentalActionName, confirmation: ActionConfirmation | undefined) =>
      confirmation
        ? new Promise<boolean>((resolve) => {
            setQuestion({
              action,
              confirmation,
              answer: (confirmed) => {
                setQuestion(null);
                resolve(confirmed);
              },
            });
          })
        : Promise.resolve(true),
    [],
  );
  const dialog = question && (
    <ConfirmActionDialog action={question.action} confirmation={question.confirmation} onAnswer={question.answer} />
  );
  return { ask, dialog };
}
