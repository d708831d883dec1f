import { useState, type ReactNode } from 'react';
import { Camera } from 'lucide-react';
import type { ProfileTool } from '../profileTypes';
import { CARD } from '../../../shared/ui/formStyles';
import { ToolPhoto } from './ToolPhoto';
import { ToolPhotosModal } from './ToolPhotosModal';

const photoCount = (count: number) => (count === 1 ? '1 photo' : `${count} photos`);

/** A tool tile: hovering (or focusing) shows its photo count; clicking opens the gallery. */
function ToolTile({ tool, detail, onOpen }: { tool: ProfileTool; detail: ReactNode; onOpen: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className={`group block w-full overflow-hidden text-left transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none ${CARD}`}
      >
        {/* Named by its content (not aria-label), so every visible word is part of the name. */}
        <span className="sr-only">{`${tool.name}: view ${photoCount(tool.photoUrls.length)}`}</span>
        <span className="relative block" aria-hidden>
          <ToolPhoto url={tool.photoUrls[0]} alt="" className="aspect-[4/3] w-full" />
          {/* Always visible on touch screens, where there is no hover. */}
          <span
            data-testid="photo-count"
            className="absolute inset-0 flex items-center justify-center bg-slate-900/50 text-sm font-medium text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 pointer-coarse:inset-auto pointer-coarse:right-2 pointer-coarse:bottom-2 pointer-coarse:rounded-full pointer-coarse:px-2 pointer-coarse:py-0.5 pointer-coarse:text-xs pointer-coarse:opacity-100"
          >
            <Camera className="mr-1.5 h-4 w-4 pointer-coarse:h-3 pointer-coarse:w-3" aria-hidden />
            {photoCount(tool.photoUrls.length)}
          </span>
        </span>
        <span className="block p-3" aria-hidden>
          <span className="block truncate font-medium">{tool.name}</span>
          {tool.category && (
            <span className="block text-xs text-slate-500 capitalize dark:text-slate-400">{tool.category}</span>
          )}
          <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{detail}</span>
        </span>
      </button>
    </li>
  );
}

export interface ToolSectionItem<T extends ProfileTool> {
  key: string;
  tool: T;
}

/**
 * A titled grid of tools ("Tools I've Lent", "Tools I've Borrowed"), each with its line of detail
 * and its photo gallery; `empty` says why there are none, `more` what the grid leaves out.
 */
export function ProfileToolSection<T extends ProfileTool>({
  id,
  title,
  items,
  detail,
  empty,
  more,
}: {
  id: string;
  title: string;
  items: ToolSectionItem<T>[];
  detail: (tool: T) => string;
  empty: string;
  more?: string;
}) {
  const [photosOf, setPhotosOf] = useState<ProfileTool | null>(null);
  return (
    <section className="mt-8" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="mb-4 text-xl font-semibold">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map(({ key, tool }) => (
            <ToolTile key={key} tool={tool} onOpen={() => setPhotosOf(tool)} detail={detail(tool)} />
          ))}
        </ul>
      )}
      {more && <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{more}</p>}
      {photosOf && <ToolPhotosModal tool={photosOf} onClose={() => setPhotosOf(null)} />}
    </section>
  );
}
