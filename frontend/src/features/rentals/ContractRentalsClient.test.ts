import { describe, expect, it } from 'vitest';
import { parseEther } from 'ethers';
import { decodeEvidence, encodeEvidence, ethToWei } from './ContractRentalsClient';

describe('ethToWei', () => {
  it('converts the listing amounts exactly, with no float error', () => {
    expect(ethToWei(0.1)).toBe(parseEther('0.1'));
    expect(ethToWei(0.3)).toBe(300_000_000_000_000_000n);
    expect(ethToWei(1.05)).toBe(1_050_000_000_000_000_000n);
    expect(ethToWei(25)).toBe(parseEther('25'));
  });

  it('handles amounts JavaScript writes in exponent notation', () => {
    expect(ethToWei(1e-7)).toBe(100_000_000_000n);
  });
});

describe('evidence on chain', () => {
  it('keeps plain text as is and reads file names back from JSON', () => {
    expect(encodeEvidence({ details: ' scratched ', fileNames: [] })).toBe('scratched');
    expect(decodeEvidence('ipfs://Qm123')).toEqual({ details: 'ipfs://Qm123', fileNames: [] });
    const encoded = encodeEvidence({ details: 'Photo', fileNames: ['a.jpg', 'b.pdf'] });
    expect(decodeEvidence(encoded)).toEqual({ details: 'Photo', fileNames: ['a.jpg', 'b.pdf'] });
    expect(decodeEvidence('{not json')).toEqual({ details: '{not json', fileNames: [] });
  });
});
