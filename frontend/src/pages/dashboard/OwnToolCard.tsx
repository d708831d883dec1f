import { MyToolCard, type Tool } from '../../features/tools';
import { useToolRentedOut } from '../../features/rentals';

/**
 * A card in My Tools, with the catalogue card's 'Currently Rented' rule (pages/toolCards.tsx);
 * `onDeleted` as MyToolCard's. A module of its own: the home page does not download the owner's
 * edit and delete menu.
 */
export function OwnToolCard({ tool, onDeleted }: { tool: Tool; onDeleted?: () => void }) {
  return <MyToolCard tool={tool} rentedOut={useToolRentedOut(tool)} onDeleted={onDeleted} />;
}
