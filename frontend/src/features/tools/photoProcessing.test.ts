import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downscalePhoto, fitWithin, isImageFile } from './photoProcessing';

describe('fitWithin', () => {
  it('shrinks the longest side to the limit and keeps the ratio', () => {
    expect(fitWithin(4000, 3000, 1200)).toEqual({ width: 1200, height: 900 });
    expect(fitWithin(3000, 4000, 1200)).toEqual({ width: 900, height: 1200 });
    expect(fitWithin(5000, 1000, 1200)).toEqual({ width: 1200, height: 240 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(640, 480, 1200)).toEqual({ width: 640, height: 480 });
  });
});

describe('isImageFile', () => {
  it('accepts image types only', () => {
    expect(isImageFile(new File(['x'], 'a.png', { type: 'image/png' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'a.heic', { type: 'image/heic' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBe(false);
    expect(isImageFile(new File(['x'], 'a', { type: '' }))).toBe(false);
  });
});

describe('downscalePhoto (canvas mocked: jsdom does not decode images)', () => {
  let loadFails = false;
  let drawn: { width: number; height: number; canvasWidth: number; canvasHeight: number; fill: string } | null;
  let encoded: { type: string; quality: number } | null;
  const revokeObjectURL = vi.fn();

  class FakeImage {
    naturalWidth = 4032;
    naturalHeight = 3024;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(_value: string) {
      setTimeout(() => (loadFails ? this.onerror?.() : this.onload?.()));
    }
  }

  beforeEach(() => {
    loadFails = false;
    drawn = null;
    encoded = null;
    vi.stubGlobal('Image', FakeImage);
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    revokeObjectURL.mockClear();
    URL.revokeObjectURL = revokeObjectURL;
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
      // The arrow function below reads this canvas's size as it is when the photo is drawn.
      const context = {
        fillStyle: '',
        fillRect: vi.fn(),
        drawImage: (_image: unknown, _x: number, _y: number, width: number, height: number) => {
          drawn = { width, height, canvasWidth: this.width, canvasHeight: this.height, fill: context.fillStyle };
        },
      };
      return context as unknown as CanvasRenderingContext2D;
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation((type?: string, quality?: unknown) => {
      encoded = { type: type ?? '', quality: Number(quality) };
      return 'data:image/jpeg;base64,SMALL';
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('draws the photo at most 1200 px on its longest side on white and encodes a JPEG at 0.8', async () => {
    const result = await downscalePhoto(new File(['x'], 'drill.jpg', { type: 'image/jpeg' }));
    expect(result).toBe('data:image/jpeg;base64,SMALL');
    expect(drawn).toEqual({ width: 1200, height: 900, canvasWidth: 1200, canvasHeight: 900, fill: '#ffffff' });
    expect(encoded).toEqual({ type: 'image/jpeg', quality: 0.8 });
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:photo');
  });

  it('rejects a file the browser cannot decode, and still releases it', async () => {
    loadFails = true;
    await expect(downscalePhoto(new File(['x'], 'broken.png', { type: 'image/png' }))).rejects.toThrow(
      'This file could not be read as an image',
    );
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:photo');
  });
});
