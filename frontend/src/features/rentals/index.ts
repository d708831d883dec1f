// The public surface of features/rentals: other features, pages and the app import only what is here.
export { RentalsProvider } from './state/RentalsProvider';
export { useRentalsAccount, useRentalsScope } from './state/rentalsSession';
export { useMyRentals, useDisputeAdmin, type MyRentals } from './state/rentalReads';
export { useActionPending } from './state/actionMutation';
export { useRentedOutRule } from './state/useToolStatuses';
export { useToolOnchainAvailability, type ToolOnchainAvailability } from './state/useToolOnchainAvailability';
export { useFunds } from './state/useFunds';
export { usePartySummary, type PartySummaryRead } from './state/usePartySummary';
export {
  BORROWED_LISTED,
  borrowedAtOf,
  byBorrowedAtNewestFirst,
  isCompleted,
  summarizePartyRentals,
  wasDisputed,
  type PartySummary,
} from './reading/partySummary';
export { LazyChainNotice } from './components/LazyChainNotice';
export { HistoryList } from './components/HistoryList';
export { OnchainOfferPanel, SignedOfferDeleteNotice } from './components/OnchainOfferPanel';
export { BookingCalendar } from './components/BookingCalendar';
export { PartyName } from './components/PartyName';
export { RulingPayout } from './components/RulingPayout';
export { RentalCard } from './components/RentalCard';
export { RentalForm } from './components/RentalForm';
export { ToolCancellationTerms } from './components/ToolCancellationTerms';
export { RentalList } from './components/RentalList';
export { RentalToolImage } from './components/RentalToolImage';
export { RentalsModeSwitch } from './components/RentalsModeSwitch';
export { SimulatedRentalsNotice } from './components/SimulatedRentalsNotice';
export { IndexProgressNotice } from './components/IndexProgressNotice';
export { StatusBadge } from './components/StatusBadge';
export { UnruledDisputeSettlement } from './components/UnruledDisputeSettlement';
export { WithdrawPanel } from './components/WithdrawPanel';
export { paidOutWords } from './components/RentalOutcome';
export {
  SIMULATED_AMOUNTS,
  SIMULATED_FUNDS,
  creditWords,
  fundsIn,
  isSimulated,
  type Funds,
} from './components/moneyWords';
export { RentalActionForm } from './components/RentalActionForm';
export { useRentalAction, type RentalAction } from './state/useRentalAction';
export {
  disputeReasonText,
  formatDate,
  formatDateTime,
  formatDays,
  rentalCost,
  rentalCurrency,
  rentalMoney,
  rentalTotal,
} from './components/rentalDisplay';
export {
  DAY_SECONDS,
  DISPUTE_RULING_PERIOD_SECONDS,
  MAX_INSPECTION_PERIOD_SECONDS,
  MAX_SHARE_BPS,
  MIN_INSPECTION_PERIOD_SECONDS,
  defaultDisputeSplit,
  escrowOf,
  isOverdue,
  lateDays,
  lateFee,
  rentOf,
  secondsOrNull,
  termsOfRental,
} from './rules/rentalRules';
export { disputedRentals, historyRentals, splitByRole } from './state/rentalSelectors';
export { checkAction } from './actions/allowedActions';
export { otherParty, roleOf, sameAddress, type RentalRole } from './rules/roles';
export { RENTALS_MODE_KEY, useRentalsMode } from './clients/rentalsMode';
export {
  type ConditionRecord,
  type ConditionStage,
  type Rental,
  type RentalEvent,
  type RentalState,
  type SubmittedEvidence,
} from './types';
export { rentalKeys } from './queries';
export { useRentalsNow } from './state/useRentalsNow';
export { bookingStartText } from './rules/bookingRules';
export { useScrollToRental } from './state/useScrollToRental';
export { useToolRentedOut } from './state/useToolRentedOut';
export { useToolRentability, type ToolRentability } from './state/useToolRentability';
export { useForgetSignedOffer } from './state/useSignedOffer';
export { useFindRental } from './state/useFindRental';
export { defaultReadProvider } from './clients/onchainClient';
