// The committed ABI the handlers are typed with must be the compiled interface's events.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { ABI_FILE, renderEventsAbi } from '../scripts/write-abi.mjs';

it('abis/rentalAgreementEvents.ts matches IRentalAgreement (else: npm run abi --workspace indexer)', () => {
  expect(readFileSync(ABI_FILE, 'utf8')).toBe(renderEventsAbi());
});
