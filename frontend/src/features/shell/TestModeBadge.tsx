/** The specification's TEST badge: accounts live in this browser only (mock-auth mode). */
export function TestModeBadge() {
  return (
    <span
      title="Test mode: accounts are kept in this browser only"
      className="inline-flex items-center rounded-md bg-amber-100 px-2 py-0.5 text-xs font-bold tracking-wider text-amber-800 ring-1 ring-amber-300 ring-inset dark:bg-amber-900/40 dark:text-amber-300 dark:ring-amber-700"
    >
      TEST
    </span>
  );
}
