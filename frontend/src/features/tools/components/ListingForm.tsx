import { useEffect, useId, useRef, useState, type SubmitEvent, type ReactNode } from 'react';
import { AlertCircle } from 'lucide-react';
import { userMessage } from '../../../shared/errors/userMessage';
import { TEXT_LIMITS } from '../../../shared/limits';
import {
  AMOUNT_STEPS,
  validateListing,
  type ListingErrors,
  type ListingField,
  type ListingFormValues,
} from '../listingForm';
import { TOOL_CATEGORIES, categoryLabel, type ToolListing, type UploadProgress } from '../types';
import { INSPECTION_PERIOD_DAYS } from '../inspectionPeriod';
import { listingsStayInThisBrowser } from '../localListings';
import { UploadProgressBar } from './UploadProgressBar';
import { PhotoPicker } from './PhotoPicker';
import { SpecificationsEditor } from './SpecificationsEditor';
import { CurrencyField } from './CurrencyField';
import { CancellationFeeField } from './CancellationFeeField';
import { currencyOf, type Currency } from '../../../shared/money';
import {
  CARD,
  ERROR_BANNER,
  FIELD_ERROR,
  INPUT,
  LABEL,
  PRIMARY_BUTTON,
  REQUIRED_MARK,
} from '../../../shared/ui/formStyles';

/** A required field's label: the asterisk comes from CSS, so the label's text stays the field's name. */
const REQUIRED_LABEL = `${LABEL} after:ml-0.5 after:text-red-600 after:content-['*'] dark:after:text-red-400`;

interface ListingFormProps {
  initialValues: ListingFormValues;
  submitLabel: string;
  busyLabel: string;
  /** The banner's text when a failure has no message of its own. */
  failureFallback: string;
  /**
   * Saves the listing; a rejection shows its message in the banner and keeps everything typed.
   * `reportProgress` shows how far the photos' upload has come (stores that upload call it).
   */
  onSubmit: (listing: ToolListing, reportProgress: (progress: UploadProgress) => void) => Promise<void>;
  /** Shown just above the save button: what the user should know before saving. */
  beforeSaving?: ReactNode;
}

/** The order in which invalid fields are focused: top to bottom. */
const FIELD_ORDER: ListingField[] = [
  'name',
  'description',
  'category',
  'location',
  'photos',
  'specifications',
  'rentalRate',
  'collateralRequired',
  'inspectionPeriodDays',
  'cancellationFeePercent',
];

/** List Your Tool: Basic Information, Tool Images, Specifications and Rental Terms. */
export function ListingForm({
  initialValues,
  submitLabel,
  busyLabel,
  failureFallback,
  onSubmit,
  beforeSaving,
}: ListingFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<ListingErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [photosBusy, setPhotosBusy] = useState(false);
  // Amount fields whose text the browser could not read as a number (it reports them as empty).
  const [unreadable, setUnreadable] = useState<ListingField[]>([]);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);

  // A failed save is reported at the top of a long form: bring it into view.
  useEffect(() => {
    if (submitError) bannerRef.current?.focus();
  }, [submitError]);

  const set = <K extends ListingField>(field: K, value: ListingFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's error goes as soon as the user changes it.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || photosBusy) return;
    const { errors: found, listing } = validateListing(values, unreadable);
    setErrors(found);
    if (!listing) {
      setSubmitError(null);
      const first = FIELD_ORDER.find((field) => found[field]);
      formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    setSubmitError(null);
    setProgress(null);
    try {
      await onSubmit(listing, setProgress);
    } catch (error) {
      setSubmitError(userMessage(error, failureFallback));
      setSubmitting(false);
      setProgress(null);
    }
  };

  const field = (name: ListingField) => ({
    id: `${formId}-${name}`,
    'data-field': name,
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `${formId}-${name}-error` : name === 'name' ? `${formId}-name-hint` : undefined,
  });
  const fieldError = (name: ListingField) =>
    errors[name] ? (
      <p id={`${formId}-${name}-error`} className={FIELD_ERROR}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Fields marked <span className={REQUIRED_MARK}>*</span> are required.
      </p>
      {submitError && (
        <div ref={bannerRef} tabIndex={-1} role="alert" className={`${ERROR_BANNER} scroll-mt-24 outline-none`}>
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>{submitError}</span>
        </div>
      )}

      <Section title="Basic Information">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <label htmlFor={`${formId}-name`} className={REQUIRED_LABEL}>
              Tool Name
            </label>
            <input
              {...field('name')}
              required
              maxLength={TEXT_LIMITS.toolName}
              value={values.name}
              onChange={(event) => set('name', event.target.value)}
              placeholder="e.g. Cordless Drill 18V"
              className={INPUT}
            />
            {fieldError('name') ?? (
              <p id={`${formId}-name-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                {values.name.length} of {TEXT_LIMITS.toolName} characters
                {values.name.length >= TEXT_LIMITS.toolName ? ': the name cannot be longer' : ''}
              </p>
            )}
          </div>
          <div className="sm:col-span-2">
            <label htmlFor={`${formId}-description`} className={REQUIRED_LABEL}>
              Description
            </label>
            <textarea
              {...field('description')}
              required
              maxLength={TEXT_LIMITS.toolDescription}
              rows={4}
              value={values.description}
              onChange={(event) => set('description', event.target.value)}
              placeholder="What is it good for, what comes with it, its condition..."
              className={INPUT}
            />
            {fieldError('description')}
          </div>
          <div>
            <label htmlFor={`${formId}-category`} className={REQUIRED_LABEL}>
              Category
            </label>
            <select
              {...field('category')}
              required
              value={values.category}
              onChange={(event) => set('category', event.target.value as ListingFormValues['category'])}
              className={INPUT}
            >
              <option value="">Select a category</option>
              {TOOL_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {categoryLabel(category)}
                </option>
              ))}
            </select>
            {fieldError('category')}
          </div>
          <div>
            <label htmlFor={`${formId}-location`} className={REQUIRED_LABEL}>
              Location
            </label>
            <input
              {...field('location')}
              required
              maxLength={TEXT_LIMITS.toolLocation}
              value={values.location}
              onChange={(event) => set('location', event.target.value)}
              placeholder="e.g. Maple Street, Springfield"
              className={INPUT}
            />
            {fieldError('location')}
          </div>
        </div>
      </Section>

      <Section title="Tool Images">
        <div data-field="photos" tabIndex={-1} className="outline-none">
          <PhotoPicker
            photos={values.photos}
            onChange={(photos) => set('photos', photos)}
            error={errors.photos}
            onBusyChange={setPhotosBusy}
          />
        </div>
      </Section>

      <Section title="Specifications" hint="Optional: one feature per line. Empty lines are left out.">
        <div
          data-field="specifications"
          tabIndex={-1}
          aria-describedby={errors.specifications ? `${formId}-specifications-error` : undefined}
          className="outline-none"
        >
          <SpecificationsEditor lines={values.specifications} onChange={(lines) => set('specifications', lines)} />
        </div>
        {fieldError('specifications')}
      </Section>

      <Section title="Rental Terms">
        <div className="grid gap-4 sm:grid-cols-2">
          <CurrencyField value={values.currency} onChange={(code) => set('currency', code)} />
          {amountFields(currencyOf(values.currency)).map(({ name, label, step, placeholder, hint }) => (
            <div key={name}>
              <label htmlFor={`${formId}-${name}`} className={REQUIRED_LABEL}>
                {label}
              </label>
              <input
                {...field(name)}
                required
                type="number"
                inputMode="decimal"
                min={0}
                step={step}
                value={values[name]}
                onChange={(event) => {
                  const { badInput } = event.target.validity;
                  setUnreadable((current) =>
                    badInput
                      ? [...current.filter((field) => field !== name), name]
                      : current.filter((field) => field !== name),
                  );
                  set(name, event.target.value);
                }}
                placeholder={placeholder}
                className={INPUT}
              />
              {fieldError(name) ?? <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{hint}</p>}
            </div>
          ))}
          {/* Kept with the listing by the browser's store only; Supabase listings get the default (1 day) until its table has the column. */}
          {listingsStayInThisBrowser() && (
            <div>
              <label htmlFor={`${formId}-inspectionPeriodDays`} className={REQUIRED_LABEL}>
                Inspection period (days)
              </label>
              <input
                {...field('inspectionPeriodDays')}
                required
                type="number"
                inputMode="numeric"
                min={INSPECTION_PERIOD_DAYS.min}
                max={INSPECTION_PERIOD_DAYS.max}
                step={1}
                value={values.inspectionPeriodDays}
                onChange={(event) => set('inspectionPeriodDays', event.target.value)}
                className={INPUT}
              />
              {fieldError('inspectionPeriodDays') ?? (
                <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                  How long you have, once the tool is back, to inspect it before the collateral goes back to the
                  borrower: {INSPECTION_PERIOD_DAYS.min} to {INSPECTION_PERIOD_DAYS.max} days.
                </p>
              )}
            </div>
          )}
          <CancellationFeeField
            wiring={field('cancellationFeePercent')}
            value={values.cancellationFeePercent}
            onChange={(text) => set('cancellationFeePercent', text)}
            error={fieldError('cancellationFeePercent')}
          />
        </div>
      </Section>

      {beforeSaving}
      <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
        {submitting && progress && <UploadProgressBar progress={progress} />}
        <button type="submit" disabled={submitting || photosBusy} className={`${PRIMARY_BUTTON} w-full px-8 sm:w-auto`}>
          {submitting ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}

const PLACEHOLDERS = { ETH: { rate: '0.012', collateral: '0.06' }, USDC: { rate: '12.00', collateral: '150.00' } };

/** The two amounts of the rental terms, in the listing's currency. */
function amountFields({ code, symbol }: Currency) {
  const steps = AMOUNT_STEPS[code];
  return [
    {
      name: 'rentalRate',
      label: `Daily Rate (${symbol})`,
      step: steps.rate,
      placeholder: PLACEHOLDERS[code].rate,
      hint: `What a borrower pays per day, in steps of ${steps.rate} ${symbol}.`,
    },
    {
      name: 'collateralRequired',
      label: `Collateral Required (${symbol})`,
      step: steps.collateral,
      placeholder: PLACEHOLDERS[code].collateral,
      hint: `Held in escrow and refunded when the tool comes back, in steps of ${steps.collateral} ${symbol}.`,
    },
  ] as const;
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${CARD} p-4 sm:p-6`}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        {title}
      </h2>
      {hint && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{hint}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
