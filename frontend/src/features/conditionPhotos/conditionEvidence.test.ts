import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { conditionStagesFor, dataUrlBytes, digestConditionPhotos } from './conditionEvidence';

const photo = (text: string) => `data:image/jpeg;base64,${btoa(text)}`;
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

describe('condition evidence', () => {
  it('digests the ordered photos: SHA-256 over each photo’s SHA-256, so order and every byte count', async () => {
    const first = photo('first photo bytes');
    const second = photo('second photo bytes');
    const expected = sha256(Buffer.concat([sha256('first photo bytes'), sha256('second photo bytes')])).toString('hex');
    expect(await digestConditionPhotos([first, second])).toBe(expected);
    expect(await digestConditionPhotos([second, first])).not.toBe(expected);
    expect(await digestConditionPhotos([first, photo('second photo byteS')])).not.toBe(expected);
  });

  it('reads the bytes of base64 and plain data URLs', () => {
    expect(new TextDecoder().decode(dataUrlBytes(photo('abc')))).toBe('abc');
    expect(new TextDecoder().decode(dataUrlBytes('data:text/plain,a%20b'))).toBe('a b');
    expect(() => dataUrlBytes('https://example.com/a.jpg')).toThrow('Not a data URL');
  });

  it('offers the pickup stage until the tool is out, the return stage once it is going back', () => {
    expect(conditionStagesFor('AWAITING_COLLATERAL')).toEqual([]);
    expect(conditionStagesFor('COLLATERAL_DEPOSITED')).toEqual(['pickup']);
    expect(conditionStagesFor('RENTAL_ACTIVE')).toEqual(['pickup', 'return']);
    expect(conditionStagesFor('INSPECTION_PERIOD')).toEqual(['return']);
    expect(conditionStagesFor('DISPUTE_OPENED')).toEqual([]);
  });
});
