import { Plus, Trash2 } from 'lucide-react';
import { TEXT_LIMITS } from '../../../shared/limits';
import { INPUT } from '../../../shared/ui/formStyles';

/** A list of free-text specification lines with add and remove (blank lines are dropped on submit). */
export function SpecificationsEditor({ lines, onChange }: { lines: string[]; onChange: (lines: string[]) => void }) {
  const update = (index: number, value: string) =>
    onChange(lines.map((line, position) => (position === index ? value : line)));
  const remove = (index: number) => {
    const rest = lines.filter((_, position) => position !== index);
    onChange(rest.length > 0 ? rest : ['']);
  };

  return (
    <div className="space-y-2">
      {lines.map((line, index) => (
        <div key={index} className="flex gap-2">
          <input
            value={line}
            maxLength={TEXT_LIMITS.toolSpecification}
            onChange={(event) => update(index, event.target.value)}
            placeholder="e.g. 18V battery, 2 speeds"
            aria-label={`Specification ${index + 1}`}
            className={INPUT}
          />
          <button
            type="button"
            onClick={() => remove(index)}
            aria-label={`Remove specification ${index + 1}`}
            className="shrink-0 rounded-lg border border-slate-300 px-3 text-slate-500 hover:border-red-300 hover:bg-red-50 hover:text-red-600 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:border-slate-700 dark:text-slate-400 dark:hover:border-red-900 dark:hover:bg-red-950/40 dark:hover:text-red-400"
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </button>
        </div>
      ))}
      {lines.length < TEXT_LIMITS.toolSpecifications && (
        <button
          type="button"
          onClick={() => onChange([...lines, ''])}
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-blue-600 hover:bg-blue-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-blue-400 dark:hover:bg-blue-950/40"
        >
          <Plus className="h-4 w-4" aria-hidden />
          Add Specification
        </button>
      )}
    </div>
  );
}
