import { categoryLabel, type ToolCategory } from '../types';

/** The category as a small pill, readable on top of a photo in both themes. */
export function CategoryBadge({ category, className = '' }: { category: ToolCategory; className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-medium text-slate-800 shadow-sm ring-1 ring-slate-900/5 dark:bg-slate-900/85 dark:text-slate-100 dark:ring-white/10 ${className}`}
    >
      {categoryLabel(category)}
    </span>
  );
}
