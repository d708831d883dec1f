// solidity-coverage: measure RentalAgreement only; the helper and attacker contracts under
// contracts/test/ exist for the tests.
module.exports = {
  skipFiles: ['test/'],
  istanbulReporter: ['text', 'json', 'json-summary'],
};
