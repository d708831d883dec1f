import { Link } from 'react-router-dom';
import { FAQ, HelpArticle } from '../features/help';
import { HELP_PATHS } from '../shared/helpPaths';

const linkClass = 'font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300';

/** FAQ (the footer's Resources): newcomers' questions, answered from the rules. */
export default function FaqPage() {
  return (
    <HelpArticle
      title="Frequently asked questions"
      lead="Short answers; the Rental terms have the whole rules."
      sections={FAQ}
    >
      <p className="mt-8 text-sm text-slate-600 dark:text-slate-400">
        More:{' '}
        <Link to={HELP_PATHS.howItWorks} className={linkClass}>
          How it works
        </Link>
        ,{' '}
        <Link to={HELP_PATHS.privacy} className={linkClass}>
          Privacy
        </Link>
        .
      </p>
    </HelpArticle>
  );
}
