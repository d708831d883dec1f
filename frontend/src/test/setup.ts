import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { preloadToasts } from '../features/toast/test/preloadToasts';

// In the app a toast's look arrives just after the first paint; here it is there from the start, so a
// test sees a toast in the same render that shows it, as a user does once the page has loaded.
await preloadToasts();

// jsdom does no layout and so has no scrollIntoView or window.scrollTo (it logs "Not implemented");
// the screens call them to keep content in view and to open a page at its top (app/ScrollOnNavigation).
// (Node-environment tests have no Element or window.)
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView = () => undefined;
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  // Node-environment tests (the real-chain ones) have no localStorage.
  if ('localStorage' in globalThis) localStorage.clear();
});
