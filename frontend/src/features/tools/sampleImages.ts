/**
 * The sample tools' photos: SVG illustrations bundled with the app (three views per tool, made by
 * src/assets/tools/generate-illustrations.mjs), so nothing is loaded from the internet.
 */
const bundled = import.meta.glob<string>('../../assets/tools/*.svg', { eager: true, query: '?url', import: 'default' });

const VIEWS = ['studio', 'bench', 'detail'] as const;

/** File name ("tool-1-studio.svg") → the URL Vite gave it. */
const urlByFile = new Map(Object.entries(bundled).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]));
const fileByUrl = new Map([...urlByFile].map(([file, url]) => [url, file]));

/** The gallery of a sample tool, first photo first; empty when none is bundled for the id. */
export function sampleImagesFor(toolId: string): string[] {
  return VIEWS.map((view) => urlByFile.get(`${toolId}-${view}.svg`)).filter((url): url is string => url !== undefined);
}

const BUNDLED_PREFIX = 'bundled:';

/**
 * Bundled URLs carry a content hash that changes between builds, so a kept listing stores
 * "bundled:<file>" instead and gets the current URL back when it is read.
 */
export function toStoredImageRef(url: string): string {
  const file = fileByUrl.get(url);
  return file ? `${BUNDLED_PREFIX}${file}` : url;
}

/** The URL for a stored reference; null when a bundled file no longer exists. */
export function fromStoredImageRef(ref: string): string | null {
  if (!ref.startsWith(BUNDLED_PREFIX)) return ref;
  return urlByFile.get(ref.slice(BUNDLED_PREFIX.length)) ?? null;
}
