import { useId, useState, type ChangeEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { Spinner } from '../../../shared/ui/Spinner';
import { MAX_PHOTOS, RECOMMENDED_PHOTOS } from '../listingForm';
import { downscalePhoto, isImageFile } from '../photoProcessing';
import { FIELD_ERROR } from '../../../shared/ui/formStyles';

interface PhotoPickerProps {
  photos: string[];
  onChange: (photos: string[]) => void;
  /** The form's error for the photos (e.g. none picked). */
  error?: string;
  /** Lets the form wait while photos are still being processed. */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * Tool Images: picks image files (several at once), shrinks each in the browser and shows it with
 * a remove button. The upload tile disappears once there are 5 photos.
 */
export function PhotoPicker({ photos, onChange, error, onBusyChange }: PhotoPickerProps) {
  const [processing, setProcessing] = useState(0);
  const [pickError, setPickError] = useState<string | null>(null);
  const inputId = useId();
  const message = pickError ?? error;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that picking the same file again (after removing it) fires a change.
    event.target.value = '';
    if (files.length === 0) return;

    const problems: string[] = [];
    const images = files.filter((file) => {
      if (isImageFile(file)) return true;
      problems.push(`“${file.name}” is not an image. Only image files can be added.`);
      return false;
    });
    const room = MAX_PHOTOS - photos.length;
    if (images.length > room)
      problems.push(
        `A listing can have at most ${MAX_PHOTOS} photos: ${images.length - room} of the picked photos were not added.`,
      );
    const accepted = images.slice(0, Math.max(0, room));

    setProcessing(accepted.length);
    onBusyChange?.(accepted.length > 0);
    // Each file with its photo, or null when it could not be read (the others are still added).
    const results = await Promise.all(
      accepted.map((file) =>
        downscalePhoto(file).then(
          (photo): [File, string | null] => [file, photo],
          (): [File, null] => [file, null],
        ),
      ),
    );
    const added: string[] = [];
    for (const [file, photo] of results) {
      if (photo !== null) added.push(photo);
      else problems.push(`“${file.name}” could not be read as an image.`);
    }
    setProcessing(0);
    onBusyChange?.(false);
    setPickError(problems.length > 0 ? problems.join(' ') : null);
    if (added.length > 0) onChange([...photos, ...added].slice(0, MAX_PHOTOS));
  };

  const remove = (index: number) => {
    setPickError(null);
    onChange(photos.filter((_, position) => position !== index));
  };

  const showTile = photos.length + processing < MAX_PHOTOS;

  return (
    <div>
      <p id={`${inputId}-hint`} className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        Add 1 to {MAX_PHOTOS} photos; {RECOMMENDED_PHOTOS} clear ones from different angles help borrowers most. The
        first photo is the cover.
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {photos.map((photo, index) => (
          <li
            key={`${index}-${photo.slice(-32)}`}
            className="relative aspect-[4/3] overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700"
          >
            <img
              src={photo}
              alt={`Your tool, ${index + 1} of ${photos.length}`}
              className="h-full w-full object-cover"
            />
            {index === 0 && (
              <span className="absolute bottom-1.5 left-1.5 rounded bg-blue-600 px-1.5 py-0.5 text-xs font-medium text-white">
                Cover
              </span>
            )}
            <button
              type="button"
              onClick={() => remove(index)}
              aria-label={`Remove photo ${index + 1}`}
              className="absolute top-1.5 right-1.5 rounded-full bg-slate-900/75 p-1 text-white hover:bg-red-600 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          </li>
        ))}
        {Array.from({ length: processing }, (_, index) => (
          <li
            key={`processing-${index}`}
            className="flex aspect-[4/3] items-center justify-center rounded-lg border border-slate-200 bg-slate-50 text-blue-600 dark:border-slate-700 dark:bg-slate-800 dark:text-blue-400"
          >
            <Spinner label="Preparing photo" />
          </li>
        ))}
        {showTile && (
          <li>
            <label
              htmlFor={inputId}
              className="flex aspect-[4/3] cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-slate-300 text-slate-500 hover:border-blue-500 hover:text-blue-600 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-500 dark:border-slate-600 dark:text-slate-400 dark:hover:border-blue-400 dark:hover:text-blue-400"
            >
              <ImagePlus className="h-7 w-7" aria-hidden />
              <span className="text-sm font-medium">Add photos</span>
              <span className="text-xs">
                {photos.length}/{MAX_PHOTOS}
              </span>
              <input
                id={inputId}
                type="file"
                accept="image/*"
                multiple
                onChange={(event) => void pick(event)}
                aria-describedby={message ? `${inputId}-error` : `${inputId}-hint`}
                aria-invalid={!!message}
                className="sr-only"
              />
            </label>
          </li>
        )}
      </ul>
      {message && (
        <p id={`${inputId}-error`} role="alert" className={FIELD_ERROR}>
          {message}
        </p>
      )}
    </div>
  );
}
