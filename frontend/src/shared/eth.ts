/**
 * ETH amounts: the money module (`money.ts`) with its currency fixed to ETH, for the many places
 * that only ever handle ETH (gas, the wallet's balance, the on-chain offer path).
 */
import { ETH, MoneyAmountError, formatAmount, formatMoney, parseAmount } from './money';

export const WEI_PER_ETH = 10n ** 18n;

/** Why an amount could not be read as ETH. */
export const EthAmountError = MoneyAmountError;

/** Wei from ETH: text as typed or a number of the app (see `parseAmount`). */
export function parseEth(amount: string | number): bigint {
  return parseAmount(amount, ETH);
}

/** Exact ETH text from wei, without trailing zeros: 10n ** 18n → "1", 1 wei → "0.000000000000000001". */
export function formatEthAmount(wei: bigint): string {
  return formatAmount(wei, ETH);
}

/** An ETH amount with its unit: "0.012 ETH". Wei as `bigint`; a number or decimal text is ETH. */
export function formatEth(amount: bigint | number | string): string {
  return formatMoney(amount, ETH);
}
