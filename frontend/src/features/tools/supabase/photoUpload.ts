import type { SupabaseSettings } from '../../../shared/supabase/supabaseClient';
import { TOOL_PHOTOS_BUCKET } from './toolRows';

/** The types the bucket accepts; the picker's downscaled photos are JPEG. */
export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** A photo that did not reach Storage; the message says which and why, for the lender. */
export class PhotoUploadError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PhotoUploadError';
  }
}

/** The bytes of a `data:` URL (the picker's downscaled photo), with its type. */
export function blobFromDataUrl(dataUrl: string): Blob {
  const match = /^data:([^;,]+)(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) throw new PhotoUploadError('A photo could not be read. Remove it and add it again.');
  // (Both defaults are never used: the type and data groups always take part in a match.)
  const [, type = '', base64, data = ''] = match;
  const text = base64 ? atob(data) : decodeURIComponent(data);
  const bytes = Uint8Array.from(text, (char) => char.charCodeAt(0));
  return new Blob([bytes], { type });
}

/** The file extension Storage objects get for a photo type. */
export function photoExtension(type: string): string {
  return type === 'image/png' ? 'png' : type === 'image/webp' ? 'webp' : 'jpg';
}

export interface PhotoUpload {
  /** The object name in the bucket: `<owner_id>/<tool_id>/<file>`. */
  path: string;
  blob: Blob;
  /** The signed-in user's access token (Storage checks its row-level security with it). */
  accessToken: string;
  /** Bytes sent so far, as the browser reports them. */
  onProgress: (sentBytes: number) => void;
  /** Words the failure for the lender: which photo it was. */
  label: string;
}

interface StorageErrorBody {
  statusCode?: string | number;
  error?: string;
  message?: string;
}

function failureOf(status: number, responseText: string, label: string): PhotoUploadError {
  let body: StorageErrorBody = {};
  try {
    body = JSON.parse(responseText) as StorageErrorBody;
  } catch {
    // Not JSON (a gateway page): the status says enough.
  }
  const code = Number(body.statusCode ?? status);
  if (code === 413)
    return new PhotoUploadError(
      `${label} is larger than the storage accepts. Remove it, or add a smaller photo, and try again.`,
    );
  if (code === 415 || body.error === 'invalid_mime_type')
    return new PhotoUploadError(
      `${label} is not a JPEG, PNG or WebP image. Remove it and add a photo in one of those formats.`,
    );
  if (code === 401 || code === 403)
    return new PhotoUploadError(
      `${label} was refused by the storage: you may only add photos to your own listings. Sign in again and retry.`,
    );
  return new PhotoUploadError(
    `${label} could not be uploaded (${body.message ?? `HTTP ${status}`}). Nothing was lost: try again.`,
  );
}

/**
 * Sends one photo to Storage's REST endpoint with XMLHttpRequest, the one browser API that
 * reports upload progress (supabase-js uploads with fetch, which does not). Never overwrites.
 */
export function uploadPhotoObject(
  settings: SupabaseSettings,
  { path, blob, accessToken, onProgress, label }: PhotoUpload,
): Promise<void> {
  if (!(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(blob.type)) {
    return Promise.reject(
      new PhotoUploadError(
        `${label} is not a JPEG, PNG or WebP image. Remove it and add a photo in one of those formats.`,
      ),
    );
  }
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const objectPath = path.split('/').map(encodeURIComponent).join('/');
    request.open('POST', `${settings.url}/storage/v1/object/${TOOL_PHOTOS_BUCKET}/${objectPath}`);
    request.setRequestHeader('Authorization', `Bearer ${accessToken}`);
    request.setRequestHeader('apikey', settings.anonKey);
    request.setRequestHeader('Content-Type', blob.type);
    request.setRequestHeader('x-upsert', 'false');
    request.setRequestHeader('cache-control', 'max-age=3600');
    request.upload.addEventListener('progress', (event) => onProgress(Math.min(event.loaded, blob.size)));
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(blob.size);
        resolve();
      } else {
        reject(failureOf(request.status, request.responseText, label));
      }
    });
    const dropped = () =>
      reject(
        new PhotoUploadError(
          `The connection dropped while uploading ${label.toLowerCase()}. Nothing was saved; your listing is still in the form. Check your connection and try again.`,
        ),
      );
    request.addEventListener('error', dropped);
    request.addEventListener('timeout', dropped);
    request.addEventListener('abort', dropped);
    request.send(blob);
  });
}
