/** The wallet button's shape, whatever its state (WalletButton, WalletMenu). */
export const WALLET_PILL =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap text-white shadow-sm transition-colors focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-70 dark:focus-visible:ring-offset-slate-950';
