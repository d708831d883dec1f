/**
 * The name the app shows for a user: the local part of the e-mail ("sam" for sam@example.com), or
 * `fallback` when there is none.
 */
export function nameFromEmail(email: string, fallback = ''): string {
  const localPart = email.split('@')[0] ?? '';
  // An empty local part ("@example.com") names nobody either.
  return localPart === '' ? fallback : localPart;
}
