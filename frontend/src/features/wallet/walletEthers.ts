// The parts of ethers a connected wallet needs, loaded together by useWallet when one connects.
// Named one by one (not `import('ethers')`, which keeps every export of ethers alive in whichever
// chunk holds it): the rest of ethers is tree-shaken and the first page keeps only what it imports.
export { BrowserProvider } from 'ethers/providers';
export { getAddress } from 'ethers/address';
export { TypedDataEncoder } from 'ethers/hash';
export { isHexString } from 'ethers/utils';
