import { useState } from 'react';

/**
 * Calls `onChange` while rendering when `value` differs from the one the last render saw: React's
 * pattern for state that follows a value (adjusted during render, not in an effect that would show
 * the stale state first; react.dev, "You Might Not Need an Effect"). `onChange` may set only the
 * calling component's own state.
 */
export function useOnChange<T>(value: T, onChange: (value: T) => void): void {
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    onChange(value);
  }
}
