// The public surface of features/tools: other features, pages and the app import only what is here.
export { ToolsProvider, useTools } from './ToolsProvider';
export { CategoryBadge } from './components/CategoryBadge';
export { ListingForm } from './components/ListingForm';
export { MyToolCard } from './components/MyToolCard';
export { PerDay } from './components/PerDay';
export { ToolCard } from './components/ToolCard';
export { ToolGallery } from './components/ToolGallery';
export { ToolSearchPanel } from './components/ToolSearchPanel';
export { useOwnTools } from './hooks/useOwnTools';
export { useTool } from './hooks/useTool';
export { useToolSearch } from './hooks/useToolSearch';
export { emptyListingForm, listingFormFromTool } from './listingForm';
export { isOwnTool, viewerWallets } from './ownership';
export { DEFAULT_RENTAL_DAYS, MAX_RENTAL_DAYS, MIN_RENTAL_DAYS, listedTerms, parseRentalDuration, rentalQuote, type RentalTerms } from './rentalQuote';
export { sampleImagesFor } from './sampleImages';
export { sampleCatalogue } from './sampleTools';
export { DEFAULT_SORT, filterAndSortTools, parseCategoryFilter, parseSort, similarTools, type CategoryFilter } from './toolFilters';
export { categoryLabel, type Tool, type ToolSort } from './types';
