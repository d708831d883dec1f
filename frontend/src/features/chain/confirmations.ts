import { chainNumber } from './chains';

/**
 * Blocks a log must be buried under before the app treats it as final (docs/chain-faults.md): newer
 * ones are read again at every block, because a reorganisation may still drop or move them.
 *
 * Public chains: twelve blocks (about 2.4 minutes). Since the merge, reorganisations deeper than one
 * or two blocks are very rare and finality comes after about 64; twelve is far past what is seen in
 * practice, and a rarer deeper one is still found by the block hash under the reader's cursor.
 * The local node reorganises only when told to (evm_revert): two blocks keep its test short.
 */
const CONFIRMATIONS: Readonly<Record<number, number>> = { 1: 12, 5: 2, 11155111: 12, 31337: 2 };
const UNKNOWN_CHAIN_CONFIRMATIONS = 12;

export function confirmationDepth(chainId: string | number): number {
  return CONFIRMATIONS[chainNumber(chainId)] ?? UNKNOWN_CHAIN_CONFIRMATIONS;
}
