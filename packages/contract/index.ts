// Everything the package shares that a browser can load. Node's file access to the deployment records
// is ./deploymentFiles, and the generated bindings and ABI are ./typechain and ./abi: import those by
// their subpath (`@toolshare/contract/deploymentFiles`). The app imports every module by its subpath
// too, so a page loads only the modules it uses.
export * from './toolId';
export * from './ethPaymentToken';
export * from './signedRentalOffer';
export * from './signedReview';
export * from './erc2612Permit';
export * from './deployment';
