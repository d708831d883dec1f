/**
 * Password hashing for the local accounts store: PBKDF2-SHA256 through WebCrypto with a random
 * 16-byte salt per password. Only the derived key is kept, never the password.
 */

/** OWASP's current recommendation for PBKDF2-HMAC-SHA256. Stored with each hash, so it can be raised later. */
export const PBKDF2_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const KEY_BITS = 256;

export interface PasswordHash {
  algorithm: 'PBKDF2-SHA256';
  iterations: number;
  /** Base64. */
  salt: string;
  /** Base64 of the derived key. */
  hash: string;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function deriveKey(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    KEY_BITS,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await deriveKey(password, salt, iterations);
  return { algorithm: 'PBKDF2-SHA256', iterations, salt: toBase64(salt), hash: toBase64(hash) };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = fromBase64(stored.hash);
  const actual = await deriveKey(password, fromBase64(stored.salt), stored.iterations);
  if (actual.length !== expected.length) return false;
  // Compare every byte, so the time taken does not tell how much of the hash matched.
  let difference = 0;
  // (The lengths are equal; a missing byte would still count as a difference: 0x100 matches no byte.)
  for (const [index, byte] of actual.entries()) difference |= byte ^ (expected.at(index) ?? 0x100);
  return difference === 0;
}
