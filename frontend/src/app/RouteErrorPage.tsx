import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { AlertTriangle } from 'lucide-react';

export const ROUTE_ERROR_TEXT = {
  title: 'Something went wrong',
  body: 'This page ran into a problem and could not be shown. Your data is safe. You can go back to the home page or reload to try again.',
  home: 'Go to the home page',
  reload: 'Reload the page',
} as const;

/**
 * Shown in place of a page that failed to render or load, inside the app's frame (the header
 * stays). The details go to the console only: the user reads plain words and a way out.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('A page failed to render:', error);
  }, [error]);

  return (
    <section
      role="alert"
      aria-labelledby="route-error-heading"
      className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center"
    >
      <AlertTriangle className="h-12 w-12 text-amber-600 dark:text-amber-400" aria-hidden />
      <h1 id="route-error-heading" className="mt-4 text-2xl font-semibold">
        {ROUTE_ERROR_TEXT.title}
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{ROUTE_ERROR_TEXT.body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          reloadDocument
          className="rounded-lg bg-blue-600 px-5 py-2.5 font-medium text-white hover:bg-blue-700 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          {ROUTE_ERROR_TEXT.home}
        </Link>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-medium text-slate-700 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {ROUTE_ERROR_TEXT.reload}
        </button>
      </div>
    </section>
  );
}

/** When the frame itself fails (header included), the same page on its own. */
export function RootErrorPage({ error }: { error: unknown }) {
  return (
    <main className="min-h-screen">
      <RouteErrorPage error={error} />
    </main>
  );
}
