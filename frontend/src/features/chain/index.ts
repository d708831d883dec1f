// The public surface of features/chain: other features, pages and the app import only what is here.
export { TRANSACTION_REJECTED, describeContractError } from './contractErrors';
export { type Deployment } from './deployments';
export { onchainAvailability, unavailableMessage, type OnchainAvailability } from './onchainAvailability';
export { connectRentalAgreement } from './rentalAgreementContract';
export { RENTAL_STATES, type RentalState } from './rentalStates';
export { switchToLocalChain } from './switchNetwork';
