// What the `siwe` package takes from ethers, served from the app's own ES-module copy. siwe's
// CommonJS build `require`s the whole of ethers, which would put a second, complete copy of it
// in the bundle; the build points that `require('ethers')` here instead (see vite.config.ts).
// `Contract` is left out on purpose: siwe only needs it to check smart-contract wallets
// (EIP-1271) through a provider, and the app never gives it one (walletLinkProof.ts verifies
// signatures with ethers itself).
import { getAddress, hashMessage, verifyMessage } from 'ethers';

export const ethers = { getAddress, hashMessage, verifyMessage };
