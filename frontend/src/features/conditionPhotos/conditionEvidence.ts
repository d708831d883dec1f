/**
 * Condition photos on chain: a party's photos of the tool at pickup or at return go into
 * `submitEvidence` as one string naming the stage and a SHA-256 digest over the ordered photos,
 * so the chain timestamps them without holding them (the string's format, `conditionEvidenceUri`,
 * is read and written with the rest of the evidence in rentals' actions/evidenceUri.ts).
 *
 * The digest is SHA-256 over the concatenated SHA-256 digests of each photo's bytes, in the order
 * shown; a photo's bytes are those of its stored data URL (the downscaled JPEG).
 */
import type { ConditionStage, RentalState } from '../rentals';

const toHex = (buffer: ArrayBuffer): string =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** The bytes of a data URL (base64 or percent-encoded). */
export function dataUrlBytes(dataUrl: string): Uint8Array<ArrayBuffer> {
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:') || comma < 0) throw new Error('Not a data URL');
  const header = dataUrl.slice(0, comma);
  const body = dataUrl.slice(comma + 1);
  if (header.endsWith(';base64')) return Uint8Array.from(atob(body), (char) => char.charCodeAt(0));
  return new TextEncoder().encode(decodeURIComponent(body));
}

/** One digest over the ordered photos (data URLs), as the evidence URI carries it. */
export async function digestConditionPhotos(photos: readonly string[]): Promise<string> {
  const digests = await Promise.all(photos.map((photo) => crypto.subtle.digest('SHA-256', dataUrlBytes(photo))));
  const joined = new Uint8Array(digests.length * 32);
  digests.forEach((digest, index) => joined.set(new Uint8Array(digest), index * 32));
  return toHex(await crypto.subtle.digest('SHA-256', joined));
}

/** The stages a party may record in `state`: pickup around the handover out, return around the handover back. */
export function conditionStagesFor(state: RentalState): ConditionStage[] {
  switch (state) {
    case 'COLLATERAL_DEPOSITED':
      return ['pickup'];
    case 'RENTAL_ACTIVE':
      return ['pickup', 'return'];
    case 'TOOL_RETURNED':
    case 'INSPECTION_PERIOD':
      return ['return'];
    default:
      return [];
  }
}
