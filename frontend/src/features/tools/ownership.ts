import type { Tool } from './types';

/**
 * A tool is the viewer's own when it was listed by their account, or when it is paid to a wallet
 * of theirs (their linked or connected wallet), compared case-insensitively since addresses may
 * or may not be checksummed.
 */
export function isOwnTool(
  tool: Pick<Tool, 'ownerId' | 'ownerWalletAddress'>,
  userId: string | null | undefined,
  walletAddresses: readonly (string | null | undefined)[],
): boolean {
  if (userId && tool.ownerId === userId) return true;
  const ownerWallet = tool.ownerWalletAddress.toLowerCase();
  return ownerWallet !== '' && walletAddresses.some((address) => !!address && address.toLowerCase() === ownerWallet);
}

/** The viewer's wallets: the one linked to the account and the one connected now (either may be missing). */
export function viewerWallets(linked: string | null | undefined, connected: string | null | undefined): string[] {
  return [linked, connected].filter((address): address is string => !!address);
}
