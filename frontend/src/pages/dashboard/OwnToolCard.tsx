import { MyToolCard, type Tool } from '../../features/tools';
import {
  OnchainOfferPanel,
  SignedOfferDeleteNotice,
  useForgetSignedOffer,
  useToolRentedOut,
} from '../../features/rentals';

// Tools know the listings, rentals know who has what and what the owner signed: the page joins them.

/**
 * A card in My Tools: 'Currently Rented' as the catalogue's, and on chain the listing's offer (sign it,
 * sign again after a rental, cancel a signature still good before deleting or while unavailable).
 * A deleted listing's signed offer is forgotten here; `onDeleted` as MyToolCard's. A module of its
 * own: the home page does not download the owner's edit and delete menu.
 */
export function OwnToolCard({ tool, onDeleted }: { tool: Tool; onDeleted?: () => void }) {
  const forgetSignedOffer = useForgetSignedOffer();
  return (
    <MyToolCard
      tool={tool}
      rentedOut={useToolRentedOut(tool)}
      deleteNotice={<SignedOfferDeleteNotice tool={tool} />}
      onDeleted={() => {
        void forgetSignedOffer(tool.id);
        onDeleted?.();
      }}
    >
      <OnchainOfferPanel tool={tool} />
    </MyToolCard>
  );
}
