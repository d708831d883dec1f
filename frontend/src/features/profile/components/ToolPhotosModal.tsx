import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ProfileTool } from '../profileTypes';
import { ToolPhoto } from './ToolPhoto';
import { CloseButton } from '../../../shared/ui/CloseButton';
import { ModalDialog } from '../../../shared/ui/ModalDialog';

const roundButton =
  'rounded-full bg-white/90 p-2 text-slate-800 shadow hover:bg-white focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:bg-slate-800/90 dark:text-slate-100 dark:hover:bg-slate-800';

/** The "Tool Photos" gallery: one photo at a time with previous/next, thumbnails, Escape or the button to close. */
export function ToolPhotosModal({ tool, onClose }: { tool: ProfileTool; onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const count = tool.photoUrls.length;

  const step = (delta: number) => setIndex((current) => (count === 0 ? 0 : (current + delta + count) % count));
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
  };

  return (
    <ModalDialog labelledBy="tool-photos-title" width="max-w-3xl" onClose={onClose} onKey={onKey}>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="tool-photos-title" className="text-lg font-semibold">
            Tool Photos
          </h2>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">{tool.name}</p>
        </div>
        <CloseButton onClick={onClose} label="Close photos" />
      </div>

      <div className="relative mt-4 overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
        <ToolPhoto
          url={tool.photoUrls[index]}
          alt={count ? `${tool.name}, photo ${index + 1} of ${count}` : `${tool.name}: no photos`}
          className="aspect-[4/3] max-h-[60dvh] w-full"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => step(-1)}
              aria-label="Previous photo"
              className={`absolute top-1/2 left-3 -translate-y-1/2 ${roundButton}`}
            >
              <ChevronLeft className="h-5 w-5" aria-hidden />
            </button>
            <button
              type="button"
              onClick={() => step(1)}
              aria-label="Next photo"
              className={`absolute top-1/2 right-3 -translate-y-1/2 ${roundButton}`}
            >
              <ChevronRight className="h-5 w-5" aria-hidden />
            </button>
          </>
        )}
        {count > 0 && (
          <span
            className="absolute right-3 bottom-3 rounded-full bg-slate-900/70 px-2.5 py-1 text-xs font-medium text-white"
            data-testid="photo-position"
          >
            {index + 1} / {count}
          </span>
        )}
      </div>

      {count > 1 && (
        <div className="mt-3 flex gap-2 overflow-x-auto">
          {tool.photoUrls.map((url, photoIndex) => (
            <button
              key={url}
              type="button"
              onClick={() => setIndex(photoIndex)}
              aria-label={`Show photo ${photoIndex + 1}`}
              aria-current={photoIndex === index ? 'true' : undefined}
              className={`shrink-0 overflow-hidden rounded-md border-2 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none ${
                photoIndex === index
                  ? 'border-blue-600 dark:border-blue-400'
                  : 'border-transparent opacity-70 hover:opacity-100'
              }`}
            >
              <ToolPhoto url={url} alt="" className="h-14 w-20" />
            </button>
          ))}
        </div>
      )}

      <div className="mt-4 flex justify-end">
        <Link
          to={`/tools/${tool.toolId}`}
          className="text-sm font-medium text-blue-600 hover:text-blue-700 hover:underline dark:text-blue-400 dark:hover:text-blue-300"
        >
          View tool
        </Link>
      </div>
    </ModalDialog>
  );
}
