// A typed look-up for the contract tests: a missing value fails the test with a message naming what was
// expected, instead of a non-null assertion or a later TypeError. (The front end's tests have the same
// helper in frontend/src/test/defined.ts; that package is ES modules, which Hardhat's CommonJS tests
// cannot require.)

/** The value, or a test failure saying which `what` was missing. */
export function expectDefined<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`Expected ${what} to be present, got ${String(value)}`);
  return value;
}
