import { useId } from 'react';
import { CURRENCY_CODES, currencyOf, type CurrencyCode } from '../../../shared/money';
import { LABEL } from '../../../shared/ui/formStyles';

const WORDS: Record<CurrencyCode, { name: string; hint: string }> = {
  ETH: { name: 'ETH', hint: 'Ether, the network’s own coin' },
  USDC: { name: 'USDC', hint: 'A dollar token: 1 USDC is 1 US dollar' },
};

/**
 * What a listing is priced in: ETH or the dollar token. The rate, the collateral and the offer the
 * lender signs are all in it; a borrower pays in it.
 */
export function CurrencyField({ value, onChange }: { value: CurrencyCode; onChange: (code: CurrencyCode) => void }) {
  const id = useId();
  return (
    <fieldset aria-describedby={`${id}-hint`} className="sm:col-span-2">
      <legend className={LABEL}>Priced in</legend>
      <div className="flex flex-wrap gap-2">
        {CURRENCY_CODES.map((code) => (
          <div
            key={code}
            className="flex min-w-0 flex-1 items-start gap-2 rounded-lg border border-slate-300 p-3 text-sm has-checked:border-blue-600 has-checked:bg-blue-50 dark:border-slate-700 dark:has-checked:border-blue-400 dark:has-checked:bg-blue-950/40"
          >
            <input
              id={`${id}-${code}`}
              type="radio"
              name={`${id}-currency`}
              value={code}
              checked={value === code}
              onChange={() => onChange(code)}
              className="mt-0.5"
            />
            <label htmlFor={`${id}-${code}`} className="min-w-0 flex-1 cursor-pointer">
              <span className="block font-medium text-slate-900 dark:text-slate-100">{WORDS[code].name}</span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">{WORDS[code].hint}</span>
            </label>
          </div>
        ))}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        The daily rate and the collateral are in {currencyOf(value).symbol}, and borrowers pay in it.
      </p>
    </fieldset>
  );
}
