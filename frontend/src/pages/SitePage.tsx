import { Link, useLocation } from 'react-router-dom';
import { FAQ, HelpArticle, PRIVACY, SAFETY_TIPS, type HelpSection } from '../features/help';
import { HELP_PATHS } from '../shared/helpPaths';

const linkClass = 'font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300';

interface SiteArticle {
  title: string;
  lead: string;
  sections: readonly HelpSection[];
  more?: readonly { to: string; label: string }[];
}

/** The footer's Safety Tips, FAQ and Privacy Policy, by path: one chunk for the three. */
const ARTICLES: Record<string, SiteArticle> = {
  [HELP_PATHS.safetyTips]: {
    title: 'Safety tips',
    lead: 'Escrow protects the money; a few habits protect the handover. These follow the rules every rental runs by.',
    sections: SAFETY_TIPS,
    more: [{ to: HELP_PATHS.rentalTerms, label: 'Rental terms' }],
  },
  [HELP_PATHS.faq]: {
    title: 'Frequently asked questions',
    lead: 'Short answers; the Rental terms have the whole rules.',
    sections: FAQ,
    more: [
      { to: HELP_PATHS.howItWorks, label: 'How it works' },
      { to: HELP_PATHS.rentalTerms, label: 'Rental terms' },
      { to: HELP_PATHS.privacy, label: 'Privacy' },
    ],
  },
  [HELP_PATHS.privacy]: {
    title: 'Privacy',
    lead: 'What Toolshare keeps about you, where, and who can see it.',
    sections: PRIVACY,
  },
};

/** /safety-tips, /faq and /privacy: pages written from the rules and from what the app really keeps. */
export default function SitePage() {
  const { pathname } = useLocation();
  const article = ARTICLES[pathname] ?? ARTICLES[HELP_PATHS.faq];
  if (!article) return null;
  return (
    <HelpArticle title={article.title} lead={article.lead} sections={article.sections}>
      {article.more && (
        <p className="mt-8 text-sm text-slate-600 dark:text-slate-400">
          More:{' '}
          {article.more.map(({ to, label }, index) => (
            <span key={to}>
              {index > 0 && ', '}
              <Link to={to} className={linkClass}>
                {label}
              </Link>
            </span>
          ))}
          .
        </p>
      )}
    </HelpArticle>
  );
}
