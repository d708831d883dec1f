import { Wrench } from 'lucide-react';
import { useTools } from '../../tools';
import type { Rental } from '../types';

/**
 * The rental's tool photo: the catalogue's current first photo when the tool is still listed,
 * else the one the rental was made with, else a neutral tile.
 */
export function RentalToolImage({ rental, className }: { rental: Pick<Rental, 'toolId' | 'toolImageUrl' | 'toolName'>; className: string }) {
  const { tools } = useTools();
  const listedPhoto = tools.find((tool) => tool.id === rental.toolId)?.imageUrls.at(0);
  // An empty photo reference counts as none, as the rental's own does below.
  const source = listedPhoto !== undefined && listedPhoto !== '' ? listedPhoto : rental.toolImageUrl;
  if (!source) {
    return (
      <div className={`flex items-center justify-center bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500 ${className}`}>
        <Wrench className="h-1/3 w-1/3" aria-hidden />
      </div>
    );
  }
  return <img src={source} alt={rental.toolName} className={`object-cover ${className}`} loading="lazy" />;
}
