import { useToolSearch, similarTools, type Tool } from '../../features/tools';
import { CatalogueToolCard } from '../toolCards';

/** How many similar tools the page shows (specification: 4). */
const SIMILAR_TOOLS = 4;

/**
 * 'Similar Tools': up to 4 other tools of the same category, newest first, asked of the store (so in
 * Supabase too they come from the whole catalogue); nothing at all when there are none.
 */
export function SimilarTools({ tool }: { tool: Tool }) {
  const { tools } = useToolSearch({ search: '', category: tool.category, sort: 'newest' });
  const similar = similarTools(tools, tool, SIMILAR_TOOLS);
  if (similar.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading" className="mt-12">
      <h2 id="similar-heading" className="mb-4 text-xl font-semibold text-slate-900 dark:text-slate-100">
        Similar Tools
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {similar.map((other) => (
          <li key={other.id}>
            <CatalogueToolCard tool={other} />
          </li>
        ))}
      </ul>
    </section>
  );
}
