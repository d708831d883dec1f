import { useId, useState, type SubmitEvent } from 'react';
import { CircleCheck, Upload } from 'lucide-react';
import { useActionPending, useRentalAction, type Rental } from '../rentals';
import { BUTTON, INPUT } from '../../shared/ui/buttonStyles';
import { DisclosureButton } from '../../shared/ui/DisclosureButton';

export const EVIDENCE_TYPES = 'image/*,application/pdf';
export const EVIDENCE_WRONG_TYPE = 'Evidence must be images or PDF files. Not added:';

/** The picker's `accept` is only a hint (a user can choose "All files"): the type is checked here too. */
export const isEvidenceFile = (file: Pick<File, 'type' | 'name'>) =>
  file.type.startsWith('image/') || file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));

/**
 * The expandable "Submit Evidence" panel of an active dispute: files (images and PDFs, only their
 * names are recorded: nothing is uploaded) and details, sent through the rentals client (1.5 s).
 */
export function EvidencePanel({ rental }: { rental: Rental }) {
  const evidence = useRentalAction('submitEvidence');
  const [open, setOpen] = useState(false);
  const [fileNames, setFileNames] = useState<string[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [details, setDetails] = useState('');
  const [fileInputKey, setFileInputKey] = useState(0);
  const filesId = useId();
  const detailsId = useId();
  const panelId = useId();
  const submitting = useActionPending(rental.id);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if ((await evidence.run(rental, { details, fileNames })) !== null) {
      setFileNames([]);
      setDetails('');
      setFileInputKey((key) => key + 1);
      setOpen(false);
    }
  };

  return (
    <div className="rounded-lg border border-slate-200 dark:border-slate-700">
      <DisclosureButton
        open={open}
        onToggle={() => setOpen((isOpen) => !isOpen)}
        controls={panelId}
        icon={<Upload className="h-4 w-4" aria-hidden />}
      >
        Submit Evidence
      </DisclosureButton>
      {open && (
        <form
          id={panelId}
          onSubmit={(event) => void submit(event)}
          aria-label="Submit evidence"
          className="space-y-4 border-t border-slate-200 p-4 dark:border-slate-700"
        >
          <div>
            <label htmlFor={filesId} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
              Evidence files <span className="font-normal text-slate-500 dark:text-slate-400">(images or PDFs)</span>
            </label>
            <input
              key={fileInputKey}
              id={filesId}
              type="file"
              accept={EVIDENCE_TYPES}
              multiple
              aria-invalid={refused.length > 0}
              aria-describedby={refused.length > 0 ? `${filesId}-refused` : undefined}
              onChange={(event) => {
                const files = Array.from(event.target.files ?? []);
                setFileNames(files.filter(isEvidenceFile).map((file) => file.name));
                setRefused(files.filter((file) => !isEvidenceFile(file)).map((file) => file.name));
              }}
              className="mt-1 block w-full text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-blue-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-blue-700 hover:file:bg-blue-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 dark:text-slate-400 dark:file:bg-blue-950 dark:file:text-blue-300"
            />
            {refused.length > 0 && (
              <p
                id={`${filesId}-refused`}
                role="alert"
                className="mt-2 text-sm wrap-anywhere text-red-600 dark:text-red-400"
              >
                {EVIDENCE_WRONG_TYPE} {refused.join(', ')}
              </p>
            )}
            {fileNames.length > 0 && (
              <div
                role="status"
                className="mt-2 rounded-lg bg-green-50 p-2.5 text-sm text-green-800 dark:bg-green-950/40 dark:text-green-300"
              >
                <p className="flex items-center gap-1.5 font-medium">
                  <CircleCheck className="h-4 w-4" aria-hidden /> Evidence uploaded successfully
                </p>
                <ul className="mt-1 list-inside list-disc text-xs break-all">
                  {fileNames.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              </div>
            )}
          </div>
          <div>
            <label htmlFor={detailsId} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
              Details
            </label>
            <textarea
              id={detailsId}
              rows={4}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
              placeholder="Describe what happened and what the files show"
              className={`mt-1 ${INPUT}`}
            />
          </div>
          <button
            type="submit"
            className={BUTTON.primary}
            disabled={submitting || (!details.trim() && fileNames.length === 0)}
          >
            {submitting ? 'Submitting...' : 'Submit Evidence'}
          </button>
        </form>
      )}
    </div>
  );
}
