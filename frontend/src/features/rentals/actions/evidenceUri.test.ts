import { describe, expect, it } from 'vitest';
import { conditionEvidenceUri, decodeEvidence, encodeEvidence, parseConditionEvidenceUri } from './evidenceUri';

describe('evidence on chain', () => {
  it('keeps plain text as is and reads file names back from JSON', () => {
    expect(encodeEvidence({ details: ' scratched ', fileNames: [] })).toBe('scratched');
    expect(decodeEvidence('ipfs://Qm123')).toEqual({ details: 'ipfs://Qm123', fileNames: [] });
    const encoded = encodeEvidence({ details: 'Photo', fileNames: ['a.jpg', 'b.pdf'] });
    expect(decodeEvidence(encoded)).toEqual({ details: 'Photo', fileNames: ['a.jpg', 'b.pdf'] });
    expect(decodeEvidence('{not json')).toEqual({ details: '{not json', fileNames: [] });
  });

  it('writes and reads the stage and digest as one evidence URI', () => {
    const digest = '0123456789abcdef'.repeat(4);
    const uri = conditionEvidenceUri({ stage: 'return', digest });
    expect(uri).toBe(`toolshare:condition:v1:return:sha256:${digest}`);
    expect(parseConditionEvidenceUri(uri)).toEqual({ stage: 'return', digest });
  });

  it('reads anything else as not condition evidence', () => {
    for (const uri of [
      'Charged fine on return.',
      'toolshare:condition:v1:pickup:sha256:abc',
      'toolshare:condition:v2:pickup:sha256:' + 'a'.repeat(64),
      'toolshare:condition:v1:lost:sha256:' + 'a'.repeat(64),
    ]) {
      expect(parseConditionEvidenceUri(uri)).toBeNull();
    }
  });
});
