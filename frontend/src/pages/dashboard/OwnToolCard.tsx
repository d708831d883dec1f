import { MyToolCard, type Tool } from '../../features/tools';
import { useToolRentedOut } from '../../features/rentals';

/**
 * A card in My Tools, 'Currently Rented' by the same rule as the catalogue's card (rentals know who
 * has what); `onDeleted` as MyToolCard's. Its own module: the home page does not download it.
 */
export function OwnToolCard({ tool, onDeleted }: { tool: Tool; onDeleted?: () => void }) {
  return <MyToolCard tool={tool} rentedOut={useToolRentedOut(tool)} onDeleted={onDeleted} />;
}
