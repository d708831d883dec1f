/** A small rotating ring; `label` is read by screen readers. */
export function Spinner({ label = 'Loading', className = 'h-6 w-6' }: { label?: string; className?: string }) {
  return (
    <span role="status" aria-label={label} className={`inline-block ${className}`}>
      <span className="block h-full w-full animate-spin rounded-full border-2 border-current border-t-transparent opacity-70" />
    </span>
  );
}

/** The spinner shown in the page area while a page or its data loads. */
export function PageSpinner() {
  return (
    <div className="flex justify-center py-24 text-blue-600 dark:text-blue-400">
      <Spinner className="h-10 w-10" />
    </div>
  );
}
