import type { Tool } from './types';

/**
 * A tool is the viewer's own when it was listed by their account, or when it is paid to the wallet
 * linked to their account, compared case-insensitively since addresses may or may not be
 * checksummed. A merely connected wallet never counts: its link may have been refused because it
 * belongs to another account.
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

/** The wallets that make a listing the viewer's: only the one linked to their account (if any). */
export function viewerWallets(linked: string | null | undefined): string[] {
  return linked ? [linked] : [];
}
