import { Link } from 'react-router-dom';
import { Wrench } from 'lucide-react';

/** The brand mark, linking home. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex shrink-0 items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-white"
    >
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-blue-600 text-white">
        <Wrench className="h-4 w-4" aria-hidden />
      </span>
      Toolshare
    </Link>
  );
}
