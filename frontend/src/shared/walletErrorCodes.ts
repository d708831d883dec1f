// How a wallet (EIP-1193) or ethers says what went wrong: read by the wallet and by the chain code.

interface WrappedError {
  code?: unknown;
  cause?: unknown;
  error?: unknown;
  info?: { error?: unknown };
  data?: { originalError?: unknown };
}

/**
 * Whether a wallet error carries one of `codes`, however it was wrapped: ethers nests the
 * provider's error in `info.error` or `error`, MetaMask mobile in `data.originalError`.
 */
export function hasWalletErrorCode(error: unknown, codes: readonly unknown[], depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  const { code, cause, error: inner, info, data } = error as WrappedError;
  if (codes.includes(code)) return true;
  return [cause, inner, info?.error, data?.originalError].some((nested) => hasWalletErrorCode(nested, codes, depth + 1));
}

/** Whether the user declined in the wallet (EIP-1193 code 4001, or ethers' ACTION_REJECTED). */
export function isUserRejection(error: unknown): boolean {
  return hasWalletErrorCode(error, [4001, 'ACTION_REJECTED']);
}
