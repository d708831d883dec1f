// Typed look-ups for tests under `noUncheckedIndexedAccess`: a missing value fails the test with a
// message naming what was expected, instead of a non-null assertion or a later TypeError.

/** The value, or a test failure saying which `what` was missing. */
export function expectDefined<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`Expected ${what} to be present, got ${String(value)}`);
  return value;
}

/** The item at `index` (negative counts from the end), or a test failure naming the list and length. */
export function nth<T>(list: readonly T[], index: number, what = 'item'): T {
  const item = list.at(index);
  if (item === undefined) throw new Error(`Expected ${what} #${String(index)} in a list of ${String(list.length)}`);
  return item;
}
