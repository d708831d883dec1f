// The public surface of features/tools: other features, pages and the app import only what is here.
export { TOOL_DELAYS_MS } from './SimulatedToolsClient';
export { ToolsProvider, useTools } from './ToolsProvider';
export { CategoryBadge } from './components/CategoryBadge';
export { ListingForm } from './components/ListingForm';
export { LocalOnlyListingsNotice } from './components/LocalOnlyListingsNotice';
export { listingsStayInThisBrowser } from './localListings';
export { MyToolCard } from './components/MyToolCard';
export { PerDay } from './components/PerDay';
export { RentingNeedsWallet } from './components/RentingNeedsWallet';
export { ToolCard } from './components/ToolCard';
export { ToolGallery } from './components/ToolGallery';
export { ToolSearchPanel } from './components/ToolSearchPanel';
export { useFollowLinkedWallet } from './hooks/useFollowLinkedWallet';
export { useOwnTools } from './hooks/useOwnTools';
export { useTool } from './hooks/useTool';
export { useToolSearch } from './hooks/useToolSearch';
export { emptyListingForm, listingFormFromTool } from './listingForm';
export { isOwnTool, viewerWallets } from './ownership';
export { needsLinkedWallet } from './listingRentability';
export { downscalePhoto, isImageFile } from './photoProcessing';
export {
  DEFAULT_RENTAL_DAYS,
  MAX_RENTAL_DAYS,
  MIN_RENTAL_DAYS,
  listedTerms,
  parseRentalDuration,
  rentalQuote,
  type RentalTerms,
} from './rentalQuote';
export { sampleImagesFor } from './sampleImages';
export { sampleCatalogue } from './sampleTools';
export { sampleUserOfAccount, sampleUserOfWallet, type SampleUser } from './sampleUsers';
export {
  DEFAULT_SORT,
  catalogueHeading,
  filterAndSortTools,
  isFiltered,
  parseCategoryFilter,
  parseCurrencyFilter,
  parseRateFilter,
  parseSort,
  similarTools,
  type CategoryFilter,
  type ToolQuery,
} from './toolFilters';
export { categoryLabel, currencyOfTool, type Tool, type ToolSort } from './types';
export { inspectionPeriodDaysOf } from './inspectionPeriod';
export {
  CANCELLATION_FEE_BPS,
  cancellationFeeBpsOf,
  cancellationFeePercentText,
  isCancellationFeeBps,
} from './cancellationFee';
