// For the test setup: a toast's look fetched before any test renders, without loading the provider
// (so a test may still mock ToastProvider).
export { preloadToasts } from '../toastItemLoader';
