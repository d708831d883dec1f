import { describe, expect, it } from 'vitest';
import { decodeEvidence, encodeEvidence } from './evidenceUri';

describe('evidence on chain', () => {
  it('keeps plain text as is and reads file names back from JSON', () => {
    expect(encodeEvidence({ details: ' scratched ', fileNames: [] })).toBe('scratched');
    expect(decodeEvidence('ipfs://Qm123')).toEqual({ details: 'ipfs://Qm123', fileNames: [] });
    const encoded = encodeEvidence({ details: 'Photo', fileNames: ['a.jpg', 'b.pdf'] });
    expect(decodeEvidence(encoded)).toEqual({ details: 'Photo', fileNames: ['a.jpg', 'b.pdf'] });
    expect(decodeEvidence('{not json')).toEqual({ details: '{not json', fileNames: [] });
  });
});
