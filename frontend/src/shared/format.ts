import { keccak256Hex } from './keccak256';

const ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/;
const MIXED_CASE = /([A-F].*[a-f])|([a-f].*[A-F])/;

/** EIP-55: each letter upper case where the Keccak-256 of the lower-case hex has a nibble of 8 or more. */
function eip55(hexDigits: string): string {
  const lower = hexDigits.toLowerCase();
  const hash = keccak256Hex(new TextEncoder().encode(lower));
  return `0x${lower.replace(/[a-f]/g, (digit, index: number) => (parseInt(hash.charAt(index), 16) >= 8 ? digit.toUpperCase() : digit))}`;
}

/**
 * An address as people are shown it: checksummed (EIP-55), whatever casing it was stored in
 * (accounts keep lower case, wallets report checksummed), so one address never shows two ways.
 * Text that is not an address, or in mixed case with a wrong checksum, is shown as it is (as ethers'
 * `getAddress` refuses it). Comparisons stay case-insensitive (`sameAddress`).
 */
export function checksumAddress(address: string): string {
  if (!ADDRESS.test(address)) return address;
  const digits = address.startsWith('0x') ? address.slice(2) : address;
  const checksummed = eip55(digits);
  return MIXED_CASE.test(digits) && checksummed.slice(2) !== digits ? address : checksummed;
}

/** "0x1234...AbCd": the first 6 and last 4 characters of the checksummed address (specification §9). */
export function shortenAddress(address: string): string {
  const shown = checksumAddress(address);
  if (shown.length <= 10) return shown;
  return `${shown.slice(0, 6)}...${shown.slice(-4)}`;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

function distance(seconds: number): string {
  if (seconds < 30) return 'less than a minute';
  if (seconds < 45 * MINUTE) return plural(Math.max(1, Math.round(seconds / MINUTE)), 'minute');
  if (seconds < 90 * MINUTE) return 'about 1 hour';
  if (seconds < DAY) return `about ${plural(Math.round(seconds / HOUR), 'hour')}`;
  if (seconds < 42 * HOUR) return '1 day';
  if (seconds < MONTH) return plural(Math.round(seconds / DAY), 'day');
  if (seconds < 45 * DAY) return 'about 1 month';
  if (seconds < 60 * DAY) return 'about 2 months';
  if (seconds < YEAR) return plural(Math.round(seconds / MONTH), 'month');
  const years = Math.floor(seconds / YEAR);
  const remainderMonths = (seconds - years * YEAR) / MONTH;
  if (remainderMonths < 3) return `about ${plural(years, 'year')}`;
  if (remainderMonths < 9) return `over ${plural(years, 'year')}`;
  return `almost ${plural(years + 1, 'year')}`;
}

/**
 * "5 minutes ago", "about 2 hours ago", "3 days ago": minutes under 45 minutes, then about hours,
 * days, months and years (specification §9). Future times read "in …".
 */
export function formatRelativeTime(time: string | number | Date, now: Date = new Date()): string {
  const then = time instanceof Date ? time : new Date(time);
  const seconds = (now.getTime() - then.getTime()) / 1000;
  if (!Number.isFinite(seconds)) return '';
  const text = distance(Math.abs(seconds));
  return seconds >= 0 ? `${text} ago` : `in ${text}`;
}
