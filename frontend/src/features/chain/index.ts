// The public surface of features/chain: other features, pages and the app import only what is here.
export { chainInfo, chainLabel, chainNumber, defaultReadChainId, supportedChainIds, transactionUrl } from './chains';
export { readRpcUrls } from './rpcUrls';
export { confirmationDepth } from './confirmations';
export {
  chainHealth,
  clearChainWentBack,
  reportChainAnswered,
  reportChainUnreachable,
  reportChainWentBack,
  reportMissingContract,
  subscribeChainHealth,
  type ChainHealth,
} from './chainHealth';
export { AGREEMENTS_PER_CALL, readAgreements } from './agreementReader';
export { TRANSACTION_REJECTED, describeContractError } from './contractErrors';
export { describeRefusal, type ContractRefusal } from './contractRefusals';
export { findDeployment, type Deployment } from './deployments';
export { EventLogReader, MemoryLogStore, type LogStore, type StoredLog } from './eventLogReader';
export { IndexedDbLogStore } from './indexedDbLogStore';
export {
  onchainAvailability,
  targetChainId,
  unavailableMessage,
  wrongNetworkMessage,
  type OnchainAvailability,
} from './onchainAvailability';
export { connectRentalAgreement, rentalAgreementInterface } from './rentalAgreementContract';
export { PICKED_UP_STATES, RENTAL_STATES, type RentalState } from './rentalStates';
export { SUPPORTED_CHAIN_IDS, isSupportedChain } from './supportedChains';
export { switchToChain, switchToLocalChain } from './switchNetwork';
