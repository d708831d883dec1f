// Which networks count as supported is the chain feature's knowledge (its deployment records).
export { SUPPORTED_CHAIN_IDS, isSupportedChain } from '../chain';
