import { useState, type SubmitEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { checkProfileDetails, useMemberProfiles, type ProfileDetails, type User } from '../../accounts';
import { TEXT_LIMITS } from '../../../shared/limits';
import { userMessage } from '../../../shared/errors/userMessage';
import { FIELD_ERROR, INPUT, LABEL, PRIMARY_BUTTON } from '../../../shared/ui/formStyles';
import { Spinner } from '../../../shared/ui/Spinner';

export const PROFILE_DETAILS_MESSAGES = {
  saved: 'Profile saved',
  failed: 'Failed to save your profile',
  loadFailed: 'Your bio and location could not be loaded. Reload the page to try again.',
} as const;

/** The query of the member's own public account (the form's starting values). */
const ownAccountKey = (userId: string) => ['publicAccount', userId] as const;

/** The details' fields, in the order shown. */
const PROFILE_FIELDS = [
  {
    field: 'location',
    label: 'Location',
    max: TEXT_LIMITS.profileLocation,
    placeholder: 'e.g. Springfield, Maple Street',
  },
  {
    field: 'bio',
    label: 'Bio',
    max: TEXT_LIMITS.profileBio,
    placeholder: 'What you lend, what you borrow, how to reach you for a handover',
  },
] as const;

/** One of the details: its label, its characters counted against the limit (red, and invalid, above it). */
function LimitedField({
  field,
  label,
  value,
  max,
  placeholder,
  onChange,
}: {
  field: keyof ProfileDetails;
  label: string;
  value: string;
  max: number;
  placeholder: string;
  onChange: (value: string) => void;
}) {
  const [id, countId] = [`profile-${field}`, `profile-${field}-count`];
  const tooLong = value.length > max;
  const control = { id, className: INPUT, value, placeholder, 'aria-invalid': tooLong, 'aria-describedby': countId };
  return (
    <div>
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className={LABEL}>
          {label}
        </label>
        <span
          id={countId}
          className={`text-xs ${tooLong ? 'text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'}`}
        >
          {value.length} / {max}
        </span>
      </div>
      {field === 'bio' ? (
        <textarea rows={4} {...control} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...control} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  );
}

/** The form itself, once the saved details are known. */
function DetailsForm({ user, saved }: { user: User; saved: ProfileDetails }) {
  const { saveProfileDetails } = useMemberProfiles();
  const queryClient = useQueryClient();
  const [details, setDetails] = useState<ProfileDetails>(saved);
  const [outcome, setOutcome] = useState<{ kind: 'saved' | 'error'; message: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refusal = checkProfileDetails(details);
    if (refusal) {
      setOutcome({ kind: 'error', message: refusal });
      return;
    }
    setSaving(true);
    setOutcome(null);
    try {
      await saveProfileDetails(user, details);
      setOutcome({ kind: 'saved', message: PROFILE_DETAILS_MESSAGES.saved });
      // The public profile shows them: read it again.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ownAccountKey(user.id) }),
        queryClient.invalidateQueries({ queryKey: ['tools', 'publicProfile', user.id] }),
      ]);
    } catch (error) {
      console.error(PROFILE_DETAILS_MESSAGES.failed, error);
      setOutcome({ kind: 'error', message: userMessage(error, PROFILE_DETAILS_MESSAGES.failed) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Public profile">
      {PROFILE_FIELDS.map((config) => (
        <LimitedField
          key={config.field}
          {...config}
          value={details[config.field]}
          onChange={(value) => setDetails({ ...details, [config.field]: value })}
        />
      ))}
      {outcome && (
        <p
          role={outcome.kind === 'error' ? 'alert' : 'status'}
          className={outcome.kind === 'error' ? FIELD_ERROR : 'text-sm text-green-700 dark:text-green-400'}
        >
          {outcome.message}
        </p>
      )}
      <button type="submit" className={PRIMARY_BUTTON} disabled={saving}>
        {saving ? 'Saving...' : 'Save Profile'}
      </button>
    </form>
  );
}

/** Profile Settings' public profile: the bio and location everyone sees on /user/{id}, saved where the account lives. */
export function ProfileDetailsForm({ user }: { user: User }) {
  const { readPublicAccount } = useMemberProfiles();
  const read = useQuery({ queryKey: ownAccountKey(user.id), queryFn: () => readPublicAccount(user.id) });
  if (read.isPending) return <Spinner label="Loading your profile..." />;
  if (read.isError) {
    return (
      <p role="alert" className={FIELD_ERROR}>
        {PROFILE_DETAILS_MESSAGES.loadFailed}
      </p>
    );
  }
  // Mounted once the saved values are known: it starts from them and keeps what the user types after.
  return <DetailsForm user={user} saved={{ bio: read.data?.bio ?? '', location: read.data?.location ?? '' }} />;
}
