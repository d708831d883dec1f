// The TypeChain bindings `npx hardhat compile` writes to typechain-types/ at the repository root
// (generated, git-ignored): run the compile before anything imports this.
export * from '../../typechain-types';
