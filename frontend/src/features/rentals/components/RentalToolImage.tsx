import { Wrench } from 'lucide-react';
import type { Rental } from '../types';

/**
 * The rental's tool photo (the provider has already taken the catalogue's current one when the tool
 * is still listed, else the one the rental was made with), else a neutral tile.
 */
export function RentalToolImage({
  rental,
  className,
}: {
  rental: Pick<Rental, 'toolImageUrl' | 'toolName'>;
  className: string;
}) {
  if (!rental.toolImageUrl) {
    return (
      <div
        className={`flex items-center justify-center bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500 ${className}`}
      >
        <Wrench className="h-1/3 w-1/3" aria-hidden />
      </div>
    );
  }
  return <img src={rental.toolImageUrl} alt={rental.toolName} className={`object-cover ${className}`} loading="lazy" />;
}
