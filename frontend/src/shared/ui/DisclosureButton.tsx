import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

const SIZES = {
  compact: 'px-3 py-2.5 font-medium',
  regular: 'px-4 py-3 font-semibold',
} as const;

/**
 * The header button of a panel that opens in place (WAI-ARIA disclosure): it says whether the panel
 * is open and which element it controls, and turns its chevron to match.
 */
export function DisclosureButton({
  open,
  onToggle,
  controls,
  icon,
  children,
  size = 'regular',
}: {
  open: boolean;
  onToggle: () => void;
  controls: string;
  icon: ReactNode;
  children: ReactNode;
  size?: keyof typeof SIZES;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className={`flex w-full items-center justify-between gap-2 rounded-lg text-left text-sm text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-slate-200 dark:hover:bg-slate-800/60 ${SIZES[size]}`}
    >
      <span className="flex items-center gap-2">
        {icon} {children}
      </span>
      <ChevronDown className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
    </button>
  );
}
