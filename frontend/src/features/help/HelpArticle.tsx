import type { ReactNode } from 'react';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import type { HelpSection } from './rentalRuleWords';

/** A help page: its title (also the tab's), a lead paragraph, its sections, and what comes after. */
export function HelpArticle({
  title,
  lead,
  sections,
  children,
}: {
  title: string;
  lead: string;
  sections: readonly HelpSection[];
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-slate-100">{title}</h1>
      <p className="mt-3 text-base text-slate-600 dark:text-slate-300">{lead}</p>
      <div className="mt-8 space-y-6">
        {sections.map((section) => (
          <section
            key={section.title}
            id={section.id}
            aria-label={section.title}
            className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{section.title}</h2>
            <div className="mt-2 space-y-2 text-sm leading-6 text-slate-700 dark:text-slate-300">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>
        ))}
      </div>
      {children}
    </article>
  );
}
