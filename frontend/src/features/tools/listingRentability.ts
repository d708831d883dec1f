import type { Tool } from './types';

/** Where a user connects a wallet, which links it to their account. */
export const LINK_WALLET_PATH = '/profile';

/**
 * The wallet rule: a listing can be rented as soon as its owner has a linked wallet (the rent and the
 * deposit are paid to it), whenever the wallet was linked — the stores resolve `ownerWalletAddress`
 * from the owner's account at every read. A merely connected wallet does not count.
 */
export function needsLinkedWallet(tool: Pick<Tool, 'ownerWalletAddress'>): boolean {
  return tool.ownerWalletAddress === '';
}
