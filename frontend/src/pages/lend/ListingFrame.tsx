import type { ReactNode } from 'react';

/** The listing pages' frame: a title, an optional introduction, and the content. */
export function ListingFrame({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-slate-100">{title}</h1>
      {intro && <p className="mt-2 text-slate-600 dark:text-slate-400">{intro}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}
