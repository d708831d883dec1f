import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  // Node-environment tests (the real-chain ones) have no localStorage.
  if ('localStorage' in globalThis) localStorage.clear();
});
