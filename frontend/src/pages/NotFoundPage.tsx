import { Link } from 'react-router-dom';

/** Unknown paths: say so plainly and offer the way back. */
export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-blue-600 dark:text-blue-400">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Page not found</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        There is no page at this address. It may have moved, or the link may be mistyped.
      </p>
      <Link to="/" className="mt-8 rounded-lg bg-blue-600 px-5 py-2.5 font-medium text-white hover:bg-blue-700">
        Browse tools
      </Link>
    </section>
  );
}
