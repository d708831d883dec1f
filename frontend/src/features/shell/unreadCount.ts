/** The unread badge's text: the count, or "9+" above 9 (§9). */
export function formatUnreadCount(count: number): string {
  return count > 9 ? '9+' : String(count);
}
