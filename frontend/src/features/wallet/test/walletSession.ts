// The wallet session itself, for screen tests (test/renderWithProviders.tsx): rendered directly, it is
// there from the first render, where the app's Web3Provider loads it after the first paint.
export { WalletSessionProvider } from '../WalletSessionProvider';
