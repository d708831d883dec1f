import { useState } from 'react';

const PREFERENCES = [
  { id: 'rentalRequests', label: 'Email notifications for new rental requests' },
  { id: 'rentalUpdates', label: 'Email notifications for rental status updates' },
  { id: 'messages', label: 'Email notifications for messages' },
  { id: 'browser', label: 'Browser notifications' },
] as const;

type PreferenceId = (typeof PREFERENCES)[number]['id'];

/** Notification Preferences: four checkboxes, all on by default, kept only while the page is open (§2). */
export function NotificationPreferences() {
  const [checked, setChecked] = useState<Record<PreferenceId, boolean>>({
    rentalRequests: true,
    rentalUpdates: true,
    messages: true,
    browser: true,
  });
  return (
    <fieldset>
      <legend className="sr-only">Notification Preferences</legend>
      <div className="space-y-3">
        {PREFERENCES.map(({ id, label }) => (
          <label key={id} className="flex cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              checked={checked[id]}
              onChange={(event) => setChecked((current) => ({ ...current, [id]: event.target.checked }))}
              className="h-4 w-4 rounded border-slate-300 accent-blue-600 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:border-slate-600"
            />
            <span className="text-sm">{label}</span>
          </label>
        ))}
      </div>
      <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">
        These preferences are not saved yet: they reset when you leave the page.
      </p>
    </fieldset>
  );
}
