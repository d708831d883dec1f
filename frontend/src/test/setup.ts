import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// jsdom does no layout and so has no scrollIntoView; the screens call it to keep content in view.
// (Node-environment tests have no Element.)
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  cleanup();
  // Node-environment tests (the real-chain ones) have no localStorage.
  if ('localStorage' in globalThis) localStorage.clear();
});
