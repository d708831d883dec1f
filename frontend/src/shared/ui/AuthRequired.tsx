import { Link } from 'react-router-dom';
import { Lock } from 'lucide-react';

/** The specification's signed-out notice: "Authentication Required" and what to sign in for. */
export function AuthRequired({ message }: { message: string }) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <span className="rounded-full bg-amber-100 p-3 text-amber-700 dark:bg-amber-900/40 dark:text-amber-300">
        <Lock className="h-6 w-6" aria-hidden />
      </span>
      <h1 className="mt-4 text-xl font-semibold">Authentication Required</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{message}</p>
      <Link to="/auth" className="mt-6 rounded-lg bg-blue-600 px-5 py-2.5 font-medium text-white hover:bg-blue-700">
        Sign In
      </Link>
    </section>
  );
}
