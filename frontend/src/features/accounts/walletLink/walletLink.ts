// Sign-In with Ethereum (EIP-4361) proof for linking a wallet. The logic lives in one module that
// the link-wallet Edge Function shares (Supabase bundles functions only from supabase/functions/),
// so the browser's check in local mode and the server's check with Supabase are the same code.
export {
  WALLET_LINK_ERRORS,
  WALLET_LINK_LIFETIME_MS,
  WalletLinkError,
  buildWalletLinkMessage,
  verifyWalletLink,
  type NonceStore,
  type WalletLinkExpectation,
  type WalletLinkMessageInput,
} from '@repo/supabase/functions/_shared/walletLinkProof';
