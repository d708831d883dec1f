import { Link } from 'react-router-dom';
import { HelpArticle, SAFETY_TIPS } from '../features/help';
import { HELP_PATHS } from '../shared/helpPaths';

/** Safety Tips (the footer's Resources): what protects borrower and lender, from the rules. */
export default function SafetyTipsPage() {
  return (
    <HelpArticle
      title="Safety tips"
      lead="Escrow protects the money; a few habits protect the handover. These follow the rules every rental runs by."
      sections={SAFETY_TIPS}
    >
      <p className="mt-8 text-sm text-slate-600 dark:text-slate-400">
        The full rules are in the{' '}
        <Link
          to={HELP_PATHS.rentalTerms}
          className="font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
        >
          Rental terms
        </Link>
        .
      </p>
    </HelpArticle>
  );
}
