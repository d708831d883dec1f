// How a wallet (EIP-1193) or ethers says what went wrong: read by the wallet and by the chain code.
import { errorChain } from './errors/errorChain';

/**
 * Whether a wallet error carries one of `codes`, however it was wrapped: ethers nests the
 * provider's error in `info.error` or `error`, MetaMask mobile in `data.originalError`.
 */
export function hasWalletErrorCode(error: unknown, codes: readonly unknown[]): boolean {
  return errorChain(error).some((fields) => codes.includes(fields.code));
}

/** The codes of a request the user declined in the wallet: EIP-1193's 4001, ethers' ACTION_REJECTED. */
export const USER_REJECTION_CODES: readonly unknown[] = [4001, 'ACTION_REJECTED'];

/** Whether the user declined in the wallet. */
export function isUserRejection(error: unknown): boolean {
  return hasWalletErrorCode(error, USER_REJECTION_CODES);
}
