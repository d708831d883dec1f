import { Link } from 'react-router-dom';
import { HelpArticle, RENTAL_TERMS } from '../features/help';
import { HELP_PATHS } from '../shared/helpPaths';

/** Rental terms: what borrower and lender agree to by confirming a rental (the rental form links here). */
export default function RentalTermsPage() {
  return (
    <HelpArticle
      title="Rental terms"
      lead="By confirming a rental, the borrower and the lender agree to these terms. The rental agreement contract holds the money and pays it out by exactly these rules."
      sections={RENTAL_TERMS}
    >
      <p className="mt-8 text-sm text-slate-600 dark:text-slate-400">
        A walk through a rental, step by step:{' '}
        <Link
          to={HELP_PATHS.howItWorks}
          className="font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
        >
          How it works
        </Link>
        .
      </p>
    </HelpArticle>
  );
}
