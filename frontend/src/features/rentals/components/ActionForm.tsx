import { useId, useState, type ReactNode, type SubmitEvent } from 'react';
import { BUTTON } from '../../../shared/ui/buttonStyles';
import { FIELD_ERROR, INPUT, LABEL } from '../../../shared/ui/formStyles';
import { initialTexts, readInput, type InputField, type InputFields } from '../actions/actionInput';

/** The texts typed into an action's fields, what they read as, and which fields have been changed (their problems show from then on). */
export function useActionInput<Input>(fields: InputFields<Input>) {
  const [texts, setTexts] = useState(() => initialTexts(fields));
  const [touched, setTouched] = useState<ReadonlySet<keyof Input>>(() => new Set());
  const reading = readInput(fields, texts);
  const setText = (key: keyof Input, text: string) => {
    setTexts((current) => ({ ...current, [key]: text }));
    setTouched((current) => new Set(current).add(key));
  };
  /** Back to the initial texts (after the action went through). */
  const clear = () => {
    setTexts(initialTexts(fields));
    setTouched(new Set());
  };
  /** A field's problem once it has been changed. */
  const problem = (key: keyof Input): string | null =>
    reading.errors && touched.has(key) ? (reading.errors[key] ?? null) : null;
  return { texts, setText, input: reading.input, problem, clear };
}

/** One field of an action's input: its label, its control, then its problem (announced) or its hint. */
export function ActionFieldControl<T>({
  field,
  text,
  problem,
  onChange,
  disabled,
}: {
  field: InputField<T>;
  text: string;
  problem: string | null;
  onChange: (text: string) => void;
  disabled: boolean;
}) {
  const id = useId();
  const describedBy = problem ? `${id}-error` : field.hint ? `${id}-hint` : undefined;
  const common = {
    id,
    value: text,
    disabled,
    placeholder: field.placeholder,
    'aria-invalid': problem !== null,
    'aria-describedby': describedBy,
    className: INPUT,
  };
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {field.label}
      </label>
      {field.control === 'textarea' ? (
        <textarea {...common} rows={3} maxLength={field.maxLength} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={field.control === 'number' || field.control === 'datetime-local' ? field.control : 'text'}
          inputMode={field.control === 'number' && field.step === 1 ? 'numeric' : undefined}
          min={field.min}
          max={field.max}
          step={field.step}
          maxLength={field.maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {problem ? (
        <p id={`${id}-error`} className={FIELD_ERROR} role="alert">
          {problem}
        </p>
      ) : (
        field.hint && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {field.hint}
          </p>
        )
      )}
    </div>
  );
}

/** Every field of an action's input, in the order the entry declares them. */
export function ActionFields<Input>({
  fields,
  form,
  disabled = false,
}: {
  fields: InputFields<Input>;
  form: ReturnType<typeof useActionInput<Input>>;
  disabled?: boolean;
}) {
  return (
    <>
      {(Object.keys(fields) as (keyof Input & string)[]).map((key) => (
        <ActionFieldControl
          key={key}
          field={fields[key]}
          text={form.texts[key]}
          problem={form.problem(key)}
          onChange={(text) => form.setText(key, text)}
          disabled={disabled}
        />
      ))}
    </>
  );
}

const PANEL = {
  danger: 'border-red-200 bg-red-50/60 dark:border-red-900 dark:bg-red-950/30',
  plain: 'border-amber-200 bg-amber-50/60 dark:border-amber-900 dark:bg-amber-950/30',
} as const;

/**
 * The form of any action with an input (its entry's `input.fields`): the fields, the submit button
 * (disabled until every field reads well, and while sending), Cancel when given, and the last
 * failure. `onSubmit` gets the typed input and resolves to whether the action went through; the
 * fields are cleared when it did.
 */
export function ActionForm<Input>({
  fields,
  label,
  submit,
  submitting,
  busy,
  danger = false,
  error = null,
  title,
  beforeSubmit,
  onSubmit,
  onCancel,
}: {
  fields: InputFields<Input>;
  /** The form's accessible name. */
  label: string;
  /** The submit button's text, and its text while sending. */
  submit: string;
  submitting: string;
  busy: boolean;
  /** An action that freezes money: its submit button and panel are red. */
  danger?: boolean;
  /** The last failure, as the user reads it. */
  error?: string | null;
  title?: ReactNode;
  /** Shown between the fields and the submit button, from the texts as typed (a ruling's payout, live). */
  beforeSubmit?: (texts: ReturnType<typeof useActionInput<Input>>['texts']) => ReactNode;
  onSubmit: (input: Input) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const form = useActionInput(fields);
  const { input } = form;
  const send = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (input === null || busy) return;
    if (await onSubmit(input)) form.clear();
  };
  return (
    <form
      onSubmit={(event) => void send(event)}
      noValidate
      aria-label={label}
      aria-busy={busy}
      className={`space-y-3 rounded-lg border p-3 ${PANEL[danger ? 'danger' : 'plain']}`}
    >
      {title}
      <ActionFields fields={fields} form={form} disabled={busy} />
      {beforeSubmit?.(form.texts)}
      {error && (
        <p className={FIELD_ERROR} role="alert">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className={danger ? BUTTON.dangerSolid : BUTTON.primary}
          disabled={busy || input === null}
        >
          {busy ? submitting : submit}
        </button>
        {onCancel && (
          <button type="button" className={BUTTON.secondary} onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
