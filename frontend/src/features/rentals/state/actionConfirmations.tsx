import { createContext, useCallback, useContext, useState, type ComponentType, type ReactNode } from 'react';
import { loadOnce } from '../../../shared/lazy/loadOnce';
import { useToast } from '../../toast';
import type { ActionConfirmation } from '../actions/actionEntry';

/** What the one question before an action shows: its entry's confirmation, and the action's own button. */
export interface ActionQuestion {
  label: string;
  style?: 'primary' | 'secondary' | 'danger';
  confirmation: ActionConfirmation;
}

/** Asks `question` and resolves to whether the user confirmed. */
export type AskConfirmation = (question: ActionQuestion) => Promise<boolean>;

/** Said when the dialog's code cannot be downloaded (a dropped connection): nothing was sent. */
export const ACTION_CODE_UNAVAILABLE =
  'This action could not be loaded. Check your connection and try again: nothing was sent.';

type Dialog = ComponentType<{ question: ActionQuestion; onAnswer: (confirmed: boolean) => void }>;
// Loaded on the first question: a visitor's first page does not download the dialog.
const loadDialog = loadOnce(() => import('../components/ConfirmActionDialog').then((module): Dialog => module.default));

const ConfirmationContext = createContext<AskConfirmation | null>(null);

interface Asking {
  Dialog: Dialog;
  question: ActionQuestion;
  answer: (confirmed: boolean) => void;
}

/** Holds the one question asked at a time (useRentalAction asks it) and shows it as a modal dialog. */
export function ActionConfirmations({ children }: { children: ReactNode }) {
  const { showToast } = useToast();
  const [asking, setAsking] = useState<Asking | null>(null);
  const ask = useCallback<AskConfirmation>(
    async (question) => {
      const Dialog = await loadDialog().catch(() => null);
      if (!Dialog) {
        showToast(ACTION_CODE_UNAVAILABLE, 'error');
        return false;
      }
      return new Promise<boolean>((resolve) => {
        setAsking({
          Dialog,
          question,
          answer: (confirmed) => {
            setAsking(null);
            resolve(confirmed);
          },
        });
      });
    },
    [showToast],
  );
  return (
    <ConfirmationContext.Provider value={ask}>
      {children}
      {asking && <asking.Dialog question={asking.question} onAnswer={asking.answer} />}
    </ConfirmationContext.Provider>
  );
}

/** The question asker of the surrounding RentalsProvider. */
export function useAskConfirmation(): AskConfirmation {
  const ask = useContext(ConfirmationContext);
  if (!ask) throw new Error('useAskConfirmation must be used within a RentalsProvider');
  return ask;
}
