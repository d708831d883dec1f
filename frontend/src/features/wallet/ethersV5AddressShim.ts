// web3-react's store checksums addresses with ethers v5's `@ethersproject/address`. vite.config.ts
// points that import here, so the bundle carries one ethers (v6) and no v5 code.
export { getAddress } from 'ethers';
