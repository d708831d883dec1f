import { deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { nth } from '../../src/test/defined';

/** Helpers for the tools spec: an account through the real /auth form, and photos to upload. */

export const TOOLS_TEST_PASSWORD = 'correct-horse-42';

/** Creates a fresh account through /auth (sign-up mode) and waits for the home page. Returns the e-mail. */
export async function signUpAsLender(page: Page): Promise<string> {
  const email = `lender-${Date.now()}-${Math.floor(Math.random() * 1e6)}@toolshare.test`;
  await page.goto('/auth');
  await page.getByText("Don't have an account? Sign up").click();
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^password$/i).fill(TOOLS_TEST_PASSWORD);
  await page.getByLabel(/confirm password/i).fill(TOOLS_TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  return email;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = nth(CRC_TABLE, (crc ^ byte) & 0xff, 'CRC table entry') ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small valid PNG of one colour, as a file for `setInputFiles`. */
export function solidPng(name: string, [red, green, blue]: [number, number, number], width = 64, height = 48) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [red, green, blue]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** The catalogue cards on the home page, by tool name. */
export async function cardNames(page: Page): Promise<string[]> {
  return page
    .locator('main ul > li > article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
}
