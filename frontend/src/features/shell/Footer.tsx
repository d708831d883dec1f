import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from './Logo';
import { HELP_PATHS } from '../../shared/helpPaths';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/lend', label: 'Lend a Tool' },
  { to: '/disputes', label: 'Dispute Center' },
];

/**
 * The specification's Resources and Legal, each a page written from the rules and the app's real
 * behaviour. Community Guidelines, Terms of Service and Cookie Policy are left out: the Rental terms
 * are the only terms there are, and the Privacy page says that no cookies are set.
 */
interface FooterEntry {
  label: string;
  to: string;
}
const RESOURCES: readonly FooterEntry[] = [
  { label: 'How It Works', to: HELP_PATHS.howItWorks },
  { label: 'Safety Tips', to: HELP_PATHS.safetyTips },
  { label: 'FAQ', to: HELP_PATHS.faq },
];
const LEGAL: readonly FooterEntry[] = [
  { label: 'Rental Agreement', to: HELP_PATHS.rentalTerms },
  { label: 'Privacy Policy', to: HELP_PATHS.privacy },
];

const linkClass =
  'rounded text-sm text-slate-600 hover:text-blue-700 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-slate-400 dark:hover:text-blue-300';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{title}</h2>
      <ul className="mt-3 space-y-2">{children}</ul>
    </div>
  );
}

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-slate-600 dark:text-slate-400">
            Rent tools from your neighbours. Rent and a refundable collateral are paid in ETH or USDC and held in escrow
            on-chain.
          </p>
        </div>
        <Column title="Quick Links">
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </Column>
        <EntryColumn title="Resources" entries={RESOURCES} />
        <EntryColumn title="Legal" entries={LEGAL} />
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-slate-500 sm:px-6 lg:px-8 dark:text-slate-400">
          © {new Date().getFullYear()} Toolshare. A peer-to-peer tool-sharing marketplace.
        </p>
      </div>
    </footer>
  );
}

/** A column of the specification's Resources or Legal: each entry a link to its page. */
function EntryColumn({ title, entries }: { title: string; entries: readonly FooterEntry[] }) {
  return (
    <Column title={title}>
      {entries.map(({ label, to }) => (
        <li key={label}>
          <Link to={to} className={linkClass}>
            {label}
          </Link>
        </li>
      ))}
    </Column>
  );
}
