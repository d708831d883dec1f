import { Link } from 'react-router-dom';
import { HOW_IT_WORKS, HelpArticle } from '../features/help';
import { HELP_PATHS } from '../shared/helpPaths';

const linkClass = 'font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300';

/** How it works: the rental steps, the deposit, late fees and disputes, from the rules the app runs by. */
export default function HowItWorksPage() {
  return (
    <HelpArticle
      title="How it works"
      lead="Toolshare lets you rent tools from your neighbours. Rent and a refundable collateral are paid in ETH or USDC (the listing says which) and held in escrow until the rental is settled, so neither side has to trust the other with the money."
      sections={HOW_IT_WORKS}
    >
      <p className="mt-8 text-sm text-slate-600 dark:text-slate-400">
        The full rules both sides agree to are in the{' '}
        <Link to={HELP_PATHS.rentalTerms} className={linkClass}>
          Rental terms
        </Link>
        . Ready?{' '}
        <Link to="/" className={linkClass}>
          Browse tools
        </Link>
        .
      </p>
    </HelpArticle>
  );
}
