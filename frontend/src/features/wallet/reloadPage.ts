/** Reloads the page (after a network change, as specified). Its own module so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}
