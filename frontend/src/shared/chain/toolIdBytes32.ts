// The codec lives beside the deploy and seed scripts, which run under Hardhat (CommonJS) and cannot
// load the front end's ES modules; the app takes it from there, so there is one codec for both.
export * from '@repo/scripts/lib/toolIdBytes32';
