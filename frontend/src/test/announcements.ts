import { screen } from '@testing-library/react';
import { expectDefined } from './defined';

// The toasts' live regions (a status and an alert, ToastProvider) are on every screen rendered in the
// app's providers, empty until a toast shows: a screen's own status or alert is one that says something.

/** Every element of `role` that says something. */
export const announcements = (role: 'alert' | 'status'): HTMLElement[] =>
  screen.queryAllByRole(role).filter((element) => element.textContent !== '');

/** The one element of `role` that says something; the test fails when there is none or more than one. */
export function announced(role: 'alert' | 'status'): HTMLElement {
  const found = announcements(role);
  if (found.length > 1) throw new Error(`Expected one ${role} that says something, found ${String(found.length)}`);
  return expectDefined(found[0], `an ${role} that says something`);
}
