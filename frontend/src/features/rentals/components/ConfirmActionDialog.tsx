import { useId } from 'react';
import { ModalDialog } from '../../../shared/ui/ModalDialog';
import { BUTTON } from '../../../shared/ui/buttonStyles';
import type { ActionQuestion } from '../state/actionConfirmations';

/** The one question before an action that moves or freezes money: its entry's words, then the action's own button or "Go back". */
export default function ConfirmActionDialog({
  question,
  onAnswer,
}: {
  question: ActionQuestion;
  onAnswer: (confirmed: boolean) => void;
}) {
  const titleId = useId();
  const effectsId = useId();
  const { confirmation } = question;
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
          className={question.style === 'danger' ? BUTTON.dangerSolid : BUTTON.primary}
          onClick={() => onAnswer(true)}
        >
          {question.label}
        </button>
      </div>
    </ModalDialog>
  );
}
