import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ToolImage } from './ToolImage';
import { useOnChange } from '../../../shared/ui/useOnChange';

/** The tool's photos: one large, previous/next (wrapping around), and a row of thumbnails. */
export function ToolGallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  // A different tool (or an edit that removed photos) starts at its first photo.
  useOnChange(images, () => setIndex(0));

  const count = images.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const step = (delta: number) => setIndex((current + delta + count) % count);

  return (
    // min-w-0: in the page's grid the row of thumbnails scrolls within the gallery instead of widening the page.
    <section aria-label="Photos" className="min-w-0 space-y-3">
      <div className="relative aspect-[4/3] overflow-hidden rounded-xl border border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-800">
        <ToolImage
          src={images[current]}
          alt={count > 1 ? `${name}, photo ${current + 1} of ${count}` : name}
          className="h-full w-full"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => step(-1)}
              aria-label="Previous photo"
              className="absolute top-1/2 left-3 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-800 shadow hover:bg-white focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:bg-slate-900/90 dark:text-slate-100 dark:hover:bg-slate-900"
            >
              <ChevronLeft className="h-5 w-5" aria-hidden />
            </button>
            <button
              type="button"
              onClick={() => step(1)}
              aria-label="Next photo"
              className="absolute top-1/2 right-3 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-800 shadow hover:bg-white focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:bg-slate-900/90 dark:text-slate-100 dark:hover:bg-slate-900"
            >
              <ChevronRight className="h-5 w-5" aria-hidden />
            </button>
            <span
              className="absolute right-3 bottom-3 rounded-full bg-slate-900/70 px-2.5 py-0.5 text-xs font-medium text-white"
              aria-hidden
            >
              {current + 1} / {count}
            </span>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((image, position) => (
            <li key={`${position}-${image.slice(-24)}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={`Show photo ${position + 1}`}
                aria-current={position === current}
                className={`block h-16 w-20 overflow-hidden rounded-lg border-2 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none sm:h-20 sm:w-24 ${
                  position === current
                    ? 'border-blue-600 dark:border-blue-400'
                    : 'border-transparent opacity-70 hover:opacity-100'
                }`}
              >
                <img src={image} alt="" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
