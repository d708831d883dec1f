/**
 * Reading back what the app keeps in localStorage. Anything read back is checked before use: a
 * corrupt or hand-edited value is dropped with a console warning, never a crash.
 */

/** Says what was wrong with a stored value (the reader keeps going). */
export type StorageWarn = (problem: string) => void;

/**
 * Checks a parsed value: returns the usable value (entries that do not read may be dropped, each
 * told through `warn`), or null when nothing of it can be used.
 */
export type StoredValueReader<T> = (parsed: unknown, warn: StorageWarn) => T | null;

/** Each problem is told once per page: some values are read on every render. */
const told = new Set<string>();

export function warnStoredValue(key: string, problem: string): void {
  const message = `Ignoring stored "${key}": ${problem}.`;
  if (told.has(message)) return;
  told.add(message);
  console.warn(message);
}

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage blocked (privacy settings): nothing is kept.
    return null;
  }
}

/** The JSON stored under `key`, checked by `read`; `fallback` when absent, unparsable or unusable. */
export function readStoredJson<T>(key: string, fallback: T, read: StoredValueReader<T>): T {
  const raw = readRaw(key);
  if (raw === null) return fallback;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    warnStoredValue(key, 'it is not valid JSON');
    return fallback;
  }
  const value = read(parsed, (problem) => warnStoredValue(key, problem));
  if (value === null) {
    warnStoredValue(key, 'it does not have the expected shape');
    return fallback;
  }
  return value;
}

/** The string stored under `key` when it is one of `allowed`, else null (an unknown value is warned about). */
export function readStoredChoice<T extends string>(key: string, allowed: readonly T[]): T | null {
  const raw = readRaw(key);
  if (raw === null) return null;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  warnStoredValue(key, `"${raw.slice(0, 40)}" is not one of ${allowed.join(', ')}`);
  return null;
}

export function writeStoredJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not keep "${key}" in this browser:`, error);
  }
}
