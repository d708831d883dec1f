import { decodeBytes32String, encodeBytes32String, getBytes, hexlify, isHexString } from 'ethers';

/**
 * The contract keys offers by a `bytes32` tool id; the app's ids are text. Two forms, told apart
 * by the last byte, so every id maps to one bytes32 and back without loss:
 *
 * - **text** (the in-browser ids such as `tool-1` or `tool-1732377600000`, up to 31 UTF-8 bytes):
 *   exactly `encodeBytes32String(id)` — the UTF-8 bytes, zero-padded; the last byte is 0x00.
 *   Offers opened before database ids existed (the seed script's) keep their key.
 * - **uuid** (a database id, 36 characters, more than the 31 bytes text can hold): the UUID's 16
 *   bytes, then 15 zero bytes, then the tag byte 0x55 ("U"). Only lower-case canonical UUIDs, as
 *   PostgreSQL writes them, so decoding gives back the same string.
 *
 * Anything else (an empty id, an id with a zero byte, text over 31 bytes, a tagged value with stray bytes, text with bytes
 * after its end or invalid UTF-8, an unknown tag) is refused with `MalformedToolIdError`.
 */

/** The last byte of a database (UUID) tool id's bytes32. */
export const UUID_TOOL_ID_TAG = 0x55;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UUID_BYTES = 16;
const TEXT_MAX_BYTES = 31;

export class MalformedToolIdError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedToolIdError';
  }
}

/** Whether `id` is a database id (a lower-case canonical UUID). */
export function isUuidToolId(id: string): boolean {
  return UUID_PATTERN.test(id);
}

/** The bytes32 (0x + 64 hex digits) that keys `toolId` on chain. */
export function toolIdToBytes32(toolId: string): string {
  if (isUuidToolId(toolId)) {
    const bytes = new Uint8Array(32);
    bytes.set(getBytes(`0x${toolId.replaceAll('-', '')}`), 0);
    bytes[31] = UUID_TOOL_ID_TAG;
    return hexlify(bytes);
  }
  if (toolId === '') throw new MalformedToolIdError('A tool id cannot be empty.');
  // Zero bytes are the padding: an id holding one could not be told from a shorter id.
  if (toolId.includes('\u0000')) throw new MalformedToolIdError('A tool id cannot contain a zero byte.');
  try {
    return encodeBytes32String(toolId);
  } catch {
    const hint = isUuidToolId(toolId.toLowerCase()) ? ' (a UUID must be lower case)' : '';
    throw new MalformedToolIdError(
      `Tool id ${toolId} is longer than ${TEXT_MAX_BYTES} bytes and is not a UUID${hint}.`,
    );
  }
}

/** The tool id keyed by `value`; rejects what `toolIdToBytes32` never produces. */
export function toolIdFromBytes32(value: string): string {
  if (!isHexString(value, 32)) throw new MalformedToolIdError(`${value} is not a bytes32 value.`);
  const bytes = getBytes(value);
  const tag = bytes[31];
  if (tag === undefined) throw new MalformedToolIdError(`${value} is not a bytes32 value.`);
  if (tag === UUID_TOOL_ID_TAG) {
    if (bytes.subarray(UUID_BYTES, 31).some((byte) => byte !== 0))
      throw new MalformedToolIdError(`${value} has bytes after its UUID.`);
    const hex = hexlify(bytes.subarray(0, UUID_BYTES)).slice(2);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
  if (tag !== 0)
    throw new MalformedToolIdError(`${value} ends in an unknown tag byte 0x${tag.toString(16).padStart(2, '0')}.`);
  let text: string;
  try {
    text = decodeBytes32String(value);
  } catch {
    throw new MalformedToolIdError(`${value} is not valid UTF-8 text.`);
  }
  if (text === '') throw new MalformedToolIdError(`${value} holds no tool id.`);
  // Text ends at its first zero byte: anything after it is not a value this codec wrote.
  if (text.includes('\u0000')) throw new MalformedToolIdError(`${value} has bytes after its text.`);
  return text;
}

/** The tool id keyed by `value`, or null when `value` is not one (e.g. an offer made by another app). */
export function tryToolIdFromBytes32(value: string): string | null {
  try {
    return toolIdFromBytes32(value);
  } catch (error) {
    if (error instanceof MalformedToolIdError) return null;
    throw error;
  }
}
