import { formatEth } from '../../../shared/format';

/** A daily rate as the catalogue shows it: "0.012 ETH/day", the unit smaller and muted. */
export function PerDay({ amount }: { amount: number }) {
  return (
    <>
      {formatEth(amount)}
      <span className="text-sm font-normal text-slate-500 dark:text-slate-400">/day</span>
    </>
  );
}
