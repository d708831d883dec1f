import { useState, type SubmitEvent } from 'react';
import { createSearchParams, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Search } from 'lucide-react';
import { useOnChange } from '../../shared/ui/useOnChange';

/** The header search: submits to /?search=… (the home page reads it). */
export function HeaderSearch({ onSearch, className = '' }: { onSearch?: () => void; className?: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const current = pathname === '/' ? (searchParams.get('search') ?? '') : '';
  const [query, setQuery] = useState(current);

  // Follow the address: a search made elsewhere (or cleared) shows here too.
  useOnChange(current, setQuery);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = query.trim();
    void navigate(term ? { pathname: '/', search: `?${createSearchParams({ search: term })}` } : '/');
    onSearch?.();
  };

  return (
    <form role="search" aria-label="Search tools" onSubmit={submit} className={`relative ${className}`}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <input
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Search tools..."
        aria-label="Search tools"
        className="w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-400 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/40 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500"
      />
    </form>
  );
}
