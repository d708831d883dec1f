/**
 * What an action asks the user for before it is sent, declared with its entry (rentalActions.ts):
 * a typed set of fields, each with its label, its limits and how the text typed becomes the value
 * sent (or the words saying why it cannot). One form (components/ActionForm.tsx) renders any
 * entry's fields; both clients check the values again before anything is sent.
 */

/** What a field's text reads as: the value, or what is wrong with it (shown under the field). */
export type FieldReading<T> = { value: T; error: null } | { value: null; error: string };

/** One field of an action's input. */
export interface InputField<T> {
  label: string;
  /** A one-line text, several lines, a number or a local date and time (with `min`, `max`, `step` for the browser's own control). */
  control: 'text' | 'textarea' | 'number' | 'datetime-local';
  /** The text the field starts with. */
  initial: string;
  /** Shown under the field while it reads well. */
  hint?: string;
  placeholder?: string;
  /** The most characters the field takes (text fields). */
  maxLength?: number;
  min?: number;
  max?: number;
  step?: number;
  /** The text as the value sent, or why not. */
  read: (text: string) => FieldReading<T>;
  /** What the clients refuse of a value (given by a screen, not typed): the reason, or null. */
  check: (value: T) => string | null;
}

/** The fields of an input, one per member. */
export type InputFields<Input> = { readonly [K in keyof Input]: InputField<Input[K]> };

/**
 * An action's input: the fields a form shows, or (`fields: null`) a value a screen builds itself
 * (evidence: files and condition photos' digests), checked the same way.
 */
export interface ActionInput<Input> {
  fields: InputFields<Input> | null;
  /** What the clients refuse of the whole input before anything is sent; each field's own check comes first. */
  check?: (input: Input) => string | null;
  /** The form's submit button, and its text while sending (else the action's label and "Sending..."). */
  submit?: { label: string; sending: string };
}

/** The first problem of an input, by its fields' checks then its own: what both clients refuse before sending. */
export function inputProblem<Input>(spec: ActionInput<Input> | undefined, input: Input): string | null {
  if (!spec) return null;
  if (spec.fields) {
    for (const key of Object.keys(spec.fields) as (keyof Input)[]) {
      const problem = spec.fields[key].check(input[key]);
      if (problem) return problem;
    }
  }
  return spec.check?.(input) ?? null;
}

/** The texts a form starts with, one per field. */
export function initialTexts<Input>(fields: InputFields<Input>): Record<keyof Input, string> {
  const texts = {} as Record<keyof Input, string>;
  for (const key of Object.keys(fields) as (keyof Input)[]) texts[key] = fields[key].initial;
  return texts;
}

/** The texts typed, read by their fields: the input, or each field's problem. */
export function readInput<Input>(
  fields: InputFields<Input>,
  texts: Record<keyof Input, string>,
): { input: Input; errors: null } | { input: null; errors: Partial<Record<keyof Input, string>> } {
  const input = {} as Input;
  const errors: Partial<Record<keyof Input, string>> = {};
  let valid = true;
  for (const key of Object.keys(fields) as (keyof Input)[]) {
    const field = fields[key];
    const reading = field.read(texts[key]);
    if (reading.error !== null) {
      errors[key] = reading.error;
      valid = false;
      continue;
    }
    const problem = field.check(reading.value);
    if (problem === null) input[key] = reading.value;
    else {
      errors[key] = problem;
      valid = false;
    }
  }
  return valid ? { input, errors: null } : { input: null, errors };
}

/** A text the user must fill in: `required` says so when it is blank; sent trimmed. */
export function textField(field: {
  label: string;
  required: string;
  maxLength: number;
  multiline?: boolean;
  hint?: string;
  placeholder?: string;
}): InputField<string> {
  const tooLong = `At most ${field.maxLength.toLocaleString('en-US')} characters.`;
  const check = (value: string) =>
    value.trim() === '' ? field.required : value.length > field.maxLength ? tooLong : null;
  return {
    label: field.label,
    control: field.multiline ? 'textarea' : 'text',
    initial: '',
    hint: field.hint,
    placeholder: field.placeholder,
    maxLength: field.maxLength,
    read: (text) => {
      const problem = check(text);
      return problem ? { value: null, error: problem } : { value: text.trim(), error: null };
    },
    check,
  };
}

/** A whole number typed in a number field, from `min` to `max`, with the words that say so. */
export function wholeNumberField(field: {
  label: string;
  min: number;
  max: number;
  initial: number;
  /** Said when the text is not a whole number in range. */
  outOfRange: string;
  hint?: string;
}): InputField<number> {
  const check = (value: number) =>
    Number.isInteger(value) && value >= field.min && value <= field.max ? null : field.outOfRange;
  return {
    label: field.label,
    control: 'number',
    initial: String(field.initial),
    hint: field.hint,
    min: field.min,
    max: field.max,
    step: 1,
    read: (text) => {
      const trimmed = text.trim();
      const value = trimmed === '' || !/^\d+$/.test(trimmed) ? Number.NaN : Number(trimmed);
      const problem = check(value);
      return problem ? { value: null, error: problem } : { value, error: null };
    },
    check,
  };
}

/** A share typed in percent (two decimals at most) and sent in basis points (100 % = 10000). */
export function percentAsBpsField(field: {
  label: string;
  initialPercent: number;
  hint?: string;
  /** What the clients refuse of a share in basis points (the contract's limit). */
  check: (bps: number) => string | null;
}): InputField<number> {
  const outOfRange = 'Enter a percentage from 0 to 100.';
  return {
    label: field.label,
    control: 'number',
    initial: String(field.initialPercent),
    hint: field.hint,
    min: 0,
    max: 100,
    step: 0.01,
    read: (text) => {
      const percent = text.trim() === '' ? Number.NaN : Number(text);
      if (!Number.isFinite(percent) || percent < 0 || percent > 100) return { value: null, error: outOfRange };
      const bps = Math.round(percent * 100);
      const problem = field.check(bps);
      return problem ? { value: null, error: problem } : { value: bps, error: null };
    },
    check: field.check,
  };
}
