const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
/** "Mar 13, 2026, 12:00 PM": deadlines, which fall at a time of day. */
export const formatDateTime = (iso: string | number) => dateTimeFormat.format(new Date(iso));
