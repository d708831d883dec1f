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

/** The specification's Resources and Legal: a page where one exists, otherwise the label alone. */
interface FooterEntry {
  label: string;
  to?: string;
}
const RESOURCES: readonly FooterEntry[] = [
  { label: 'How It Works', to: HELP_PATHS.howItWorks },
  { label: 'Safety Tips' },
  { label: 'FAQ' },
  { label: 'Community Guidelines' },
];
const LEGAL: readonly FooterEntry[] = [
  { label: 'Terms of Service' },
  { label: 'Privacy Policy' },
  { label: 'Rental Agreement', to: HELP_PATHS.rentalTerms },
  { label: 'Cookie Policy' },
];

const placeholderClass = 'text-sm text-slate-600 dark:text-slate-400';

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
            Rent tools from your neighbours. Rent and a refundable collateral are paid in ETH and held in escrow
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

/**
 * A column of the specification's Resources or Legal: an entry whose page exists is a link; the
 * others are shown as text, not offered as links that would lead nowhere.
 */
function EntryColumn({ title, entries }: { title: string; entries: readonly FooterEntry[] }) {
  return (
    <Column title={title}>
      {entries.map(({ label, to }) => (
        <li key={label}>
          {to ? (
            <Link to={to} className={linkClass}>
              {label}
            </Link>
          ) : (
            <span className={placeholderClass}>{label}</span>
          )}
        </li>
      ))}
    </Column>
  );
}
