import { describe, expect, it } from 'vitest';
import { encodeBytes32String } from 'ethers';
import {
  MalformedToolIdError,
  UUID_TOOL_ID_TAG,
  toolIdFromBytes32,
  toolIdToBytes32,
  tryToolIdFromBytes32,
} from './toolId';

const UUID = '3f2a9c1e-7b4d-4e8a-9f01-23456789abcd';
// The longest id the in-browser store makes is tool-{Date.now()}; 31 bytes is what the text form can hold.
const LONGEST_LOCAL_ID = `tool-${'9'.repeat(26)}`;

describe('toolId', () => {
  it('keys a database UUID by its 16 bytes and the tag, and reads it back unchanged', () => {
    const bytes32 = toolIdToBytes32(UUID);
    expect(bytes32).toBe(`0x3f2a9c1e7b4d4e8a9f0123456789abcd${'00'.repeat(15)}${UUID_TOOL_ID_TAG.toString(16)}`);
    expect(toolIdFromBytes32(bytes32)).toBe(UUID);
  });

  it('keys local ids exactly as encodeBytes32String does, so offers already on chain keep their key', () => {
    for (const id of ['tool-1', 'tool-10', `tool-1732377600000`, LONGEST_LOCAL_ID]) {
      expect(toolIdToBytes32(id)).toBe(encodeBytes32String(id));
      expect(toolIdFromBytes32(toolIdToBytes32(id))).toBe(id);
    }
  });

  it('keeps UUIDs and text apart: distinct ids never share a key', () => {
    const ids = [UUID, '00000000-0000-4000-8000-000000000000', 'tool-1', 'U', LONGEST_LOCAL_ID];
    expect(new Set(ids.map(toolIdToBytes32)).size).toBe(ids.length);
  });

  it('refuses ids it cannot key without loss', () => {
    expect(() => toolIdToBytes32('')).toThrow(MalformedToolIdError);
    expect(() => toolIdToBytes32(`${LONGEST_LOCAL_ID}9`)).toThrow(/longer than 31 bytes/);
    expect(() => toolIdToBytes32(UUID.toUpperCase())).toThrow(/must be lower case/);
    expect(() => toolIdToBytes32('tool-1\u0000')).toThrow(/zero byte/);
  });

  it('identifies bytes32 values it never wrote', () => {
    const uuidKey = toolIdToBytes32(UUID);
    const malformed = [
      '0x' + '00'.repeat(32), // no id at all
      uuidKey.slice(0, 40) + '01' + uuidKey.slice(42), // a stray byte between the UUID and the tag
      '0x' + '11'.repeat(31) + '7f', // unknown tag
      encodeBytes32String('tool-1').slice(0, 20) + '41' + encodeBytes32String('tool-1').slice(22), // bytes after the text's end
      '0xff' + '00'.repeat(31), // not UTF-8
      '0x1234', // not 32 bytes
      'tool-1',
    ];
    for (const value of malformed) {
      expect(() => toolIdFromBytes32(value), value).toThrow(MalformedToolIdError);
      expect(tryToolIdFromBytes32(value)).toBeNull();
    }
    expect(tryToolIdFromBytes32(uuidKey)).toBe(UUID);
  });
});
