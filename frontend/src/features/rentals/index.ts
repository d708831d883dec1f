// The public surface of features/rentals: other features, pages and the app import only what is here.
export { RentalsProvider, useRentals, useToolOnchainAvailability, type ToolOnchainAvailability } from './RentalsProvider';
export { HistoryList } from './components/HistoryList';
export { OfferOnChainButton } from './components/OfferOnChainButton';
export { RentalCard } from './components/RentalCard';
export { RentalForm } from './components/RentalForm';
export { RentalToolImage } from './components/RentalToolImage';
export { RentalsModeSwitch } from './components/RentalsModeSwitch';
export { WithdrawPanel } from './components/WithdrawPanel';
export { formatDate, formatDays, rentalCost, rentalTotal } from './rentalDisplay';
export { disputedRentals, historyRentals, splitByRole } from './rentalSelectors';
export { checkAction, roleOf, sameAddress } from './rentalStateMachine';
export { RENTALS_MODE_KEY, useRentalsMode } from './rentalsMode';
export { type Rental, type RentalEvent } from './types';
export { useOnchainAvailability } from './useOnchainAvailability';
export { useToolRentedOut } from './useToolRentedOut';
