import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Answers the one confirmation an action that moves or freezes money asks before sending: with the
 * action's own button (`label`), or "Go back" when `label` is null. Returns the dialog's text.
 */
export async function confirmAction(label: string | null): Promise<string> {
  const dialog = await screen.findByRole('dialog');
  const text = dialog.textContent;
  await userEvent.click(within(dialog).getByRole('button', { name: label ?? 'Go back' }));
  return text;
}
