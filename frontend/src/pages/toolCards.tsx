import { ToolCard, type Tool } from '../features/tools';
import { useToolRentedOut } from '../features/rentals';

// Tools know the listings, rentals know who has what: the page joins the two for 'Currently Rented'.

/** A catalogue card, 'Currently Rented' by the one availability rule (listed unavailable, or a rental under way in either mode). */
export function CatalogueToolCard({ tool }: { tool: Tool }) {
  return <ToolCard tool={tool} rentedOut={useToolRentedOut(tool)} />;
}
