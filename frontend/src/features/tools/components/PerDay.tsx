import { formatMoney, type Currency } from '../../../shared/money';

/**
 * A daily rate as the catalogue shows it: "0.012 ETH / day", "12.00 USDC / day", the unit smaller
 * and muted. It never breaks between the amount and its unit (a narrow card once showed "0.013"
 * over "ETH/day").
 */
export function PerDay({ amount, currency }: { amount: number; currency: Currency }) {
  return (
    <span className="whitespace-nowrap">
      {formatMoney(amount, currency)}
      <span className="text-sm font-normal text-slate-500 dark:text-slate-400"> / day</span>
    </span>
  );
}
