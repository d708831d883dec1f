import { useId, useState, type SubmitEvent } from 'react';
import { Camera, X } from 'lucide-react';
import { downscalePhoto, isImageFile } from '../tools';
import { conditionStagesFor } from './conditionEvidence';
import { checkAction, useActionPending, type ConditionStage, type Rental, type RentalRole } from '../rentals';
import { BUTTON } from '../../shared/ui/buttonStyles';
import { DisclosureButton } from '../../shared/ui/DisclosureButton';
import { useRecordCondition } from './useConditionPhotos';

const STAGE_LABEL: Record<ConditionStage, string> = { pickup: 'At pickup', return: 'At return' };
/** A few photos are enough to show the condition; each is a few hundred KB once downscaled. */
const MAX_PHOTOS = 6;

/**
 * A party's recorder of the tool's condition at pickup or at return: photos, downscaled as the
 * listing photos are, kept with the rental in this browser, and their digest timestamped on chain.
 */
export function ConditionPhotoRecorder({ rental, role }: { rental: Rental; role: RentalRole }) {
  const rentalPending = useActionPending(rental.id);
  const stages = conditionStagesFor(rental.state);
  const [open, setOpen] = useState(false);
  const [chosenStage, setStage] = useState<ConditionStage | null>(null);
  const [photos, setPhotos] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  const record = useRecordCondition(rental);
  const panelId = useId();
  const inputId = useId();
  const latestStage = stages.at(-1);
  if (!latestStage || !checkAction(rental, 'submitEvidence', role).allowed) return null;
  const stage = chosenStage && stages.includes(chosenStage) ? chosenStage : latestStage;
  const busy = rentalPending || processing;

  const pick = async (files: File[]) => {
    setProblem(null);
    const images = files.filter(isImageFile);
    if (images.length < files.length) setProblem('Only image files can be recorded.');
    const room = MAX_PHOTOS - photos.length;
    if (images.length > room) setProblem(`At most ${MAX_PHOTOS} photos per record.`);
    setProcessing(true);
    try {
      const downscaled = await Promise.all(images.slice(0, Math.max(0, room)).map((image) => downscalePhoto(image)));
      setPhotos((current) => [...current, ...downscaled]);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'These photos could not be read.');
    } finally {
      setProcessing(false);
      setInputKey((key) => key + 1);
    }
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProcessing(true);
    try {
      if (await record(stage, photos)) {
        setPhotos([]);
        setOpen(false);
      }
    } finally {
      setProcessing(false);
    }
  };

  return (
    <div className="rounded-lg border border-slate-200 dark:border-slate-700">
      <DisclosureButton
        open={open}
        onToggle={() => setOpen((isOpen) => !isOpen)}
        controls={panelId}
        icon={<Camera className="h-4 w-4" aria-hidden />}
        size="compact"
      >
        Record condition
      </DisclosureButton>
      {open && (
        <form
          id={panelId}
          aria-label="Record the tool's condition"
          onSubmit={(event) => void submit(event)}
          className="space-y-3 border-t border-slate-200 p-3 dark:border-slate-700"
        >
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Photos of the tool as it is now. They stay with this rental in this browser; their fingerprint (SHA-256) is
            recorded on chain with the time, so neither party can swap them later.
          </p>
          {stages.length > 1 && (
            <fieldset>
              <legend className="text-sm font-medium text-slate-700 dark:text-slate-300">Stage</legend>
              <div className="mt-1 flex flex-wrap gap-3">
                {stages.map((option) => (
                  <label key={option} className="flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
                    <input
                      type="radio"
                      name={`${panelId}-stage`}
                      value={option}
                      checked={stage === option}
                      onChange={() => setStage(option)}
                      className="accent-blue-600"
                    />
                    {STAGE_LABEL[option]}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <div>
            <label htmlFor={inputId} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
              Condition photos{' '}
              <span className="font-normal text-slate-500 dark:text-slate-400">
                ({STAGE_LABEL[stage].toLowerCase()}, up to {MAX_PHOTOS})
              </span>
            </label>
            <input
              key={inputKey}
              id={inputId}
              type="file"
              accept="image/*"
              multiple
              disabled={busy || photos.length >= MAX_PHOTOS}
              onChange={(event) => void pick(Array.from(event.target.files ?? []))}
              className="mt-1 block w-full text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-blue-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-blue-700 hover:file:bg-blue-100 dark:text-slate-400 dark:file:bg-blue-950 dark:file:text-blue-300"
            />
          </div>
          {problem && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {problem}
            </p>
          )}
          {photos.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Photos to record">
              {photos.map((photo, index) => (
                <li key={`${index}-${photo.length}`} className="relative">
                  <img
                    src={photo}
                    alt={`Tool condition ${index + 1}`}
                    className="h-16 w-16 rounded-md object-cover ring-1 ring-slate-200 dark:ring-slate-700"
                  />
                  <button
                    type="button"
                    aria-label={`Remove photo ${index + 1}`}
                    onClick={() => setPhotos((current) => current.filter((_, at) => at !== index))}
                    className="absolute -top-1.5 -right-1.5 rounded-full bg-white p-0.5 text-slate-600 shadow ring-1 ring-slate-300 hover:text-red-600 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-600"
                  >
                    <X className="h-3 w-3" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button type="submit" className={BUTTON.primary} disabled={busy || photos.length === 0}>
            {busy ? 'Recording...' : `Record ${stage} condition`}
          </button>
        </form>
      )}
    </div>
  );
}
