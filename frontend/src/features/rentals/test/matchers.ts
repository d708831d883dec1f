import { expect } from 'vitest';

// Vitest's asymmetric matchers are typed `any`; these give them the honest type `unknown`, so they
// can stand inside object literals in expectations without an unsafe assignment.

/** Matches the observer the screens pass with each action to hear when its transaction is sent. */
export function anObserver(): unknown {
  const callback: unknown = expect.any(Function);
  return expect.objectContaining({ onSent: callback });
}

/** Matches any string that `pattern` matches. */
export function textMatching(pattern: RegExp): unknown {
  return expect.stringMatching(pattern);
}
