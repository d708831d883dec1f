import type { UploadProgress } from '../types';

/** How far the listing's photos have uploaded, as a labelled progress bar. */
export function UploadProgressBar({ progress }: { progress: UploadProgress }) {
  const percent =
    progress.totalBytes > 0 ? Math.min(100, Math.round((progress.uploadedBytes / progress.totalBytes) * 100)) : 100;
  const label = `Uploading photo ${Math.min(progress.photo, progress.photos)} of ${progress.photos}`;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3 sm:max-w-sm">
      <progress
        value={percent}
        max={100}
        aria-label="Photo upload"
        aria-valuetext={`${label}: ${percent}%`}
        className="h-2 min-w-0 flex-1 accent-blue-600"
      />
      <span className="shrink-0 text-sm text-slate-600 tabular-nums dark:text-slate-400" aria-live="polite">
        {label} · {percent}%
      </span>
    </div>
  );
}
