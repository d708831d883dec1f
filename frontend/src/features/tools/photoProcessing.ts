/** Picked photos are shrunk so the longest side is at most this many pixels... */
export const MAX_PHOTO_SIDE = 1200;
/** ...and re-encoded as JPEG at this quality: a few hundred KB each instead of several MB. */
export const PHOTO_JPEG_QUALITY = 0.8;

/** Whether a picked file is an image (the picker accepts image types only). */
export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/');
}

/** The size that fits `width`×`height` within `maxSide` on its longest side, keeping the ratio; never enlarges. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('This file could not be read as an image'));
    image.src = source;
  });
}

/**
 * The photo as the listing keeps it: drawn on a canvas at most `maxSide` pixels on its longest
 * side and encoded as a JPEG data URL. Transparent areas become white (JPEG has no transparency).
 */
export async function downscalePhoto(
  file: Blob,
  maxSide = MAX_PHOTO_SIDE,
  quality = PHOTO_JPEG_QUALITY,
): Promise<string> {
  const objectUrl = URL.createObjectURL(file);
  try {
    const image = await loadImage(objectUrl);
    // An SVG without a declared size reports 0×0: give it the target size.
    const { width, height } = fitWithin(image.naturalWidth || maxSide, image.naturalHeight || maxSide, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot process photos');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0, width, height);
    return canvas.toDataURL('image/jpeg', quality);
  } finally {
    URL.revokeObjectURL(objectUrl);
  }
}
