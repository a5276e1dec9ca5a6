import { describe, expect, it } from 'vitest';
import { detectImageType } from '@server/lib/image-check';
import { checkPhotoDataUrl, MAX_PHOTO_BYTES } from '@server/lib/photo-store';
import { AppError } from '@server/lib/app-error';

const bytes = (...parts: (number[] | string)[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const dataUrl = (mime: string, content: Buffer) => `data:${mime};base64,${content.toString('base64')}`;

describe('image detection by magic bytes', () => {
  it('recognises PNG, JPEG, GIF and WebP', () => {
    expect(detectImageType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest'))?.ext).toBe('png');
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))?.mime).toBe('image/jpeg');
    expect(detectImageType(bytes('GIF89a', [1, 0, 1, 0]))?.ext).toBe('gif');
    expect(detectImageType(bytes('GIF87a'))?.ext).toBe('gif');
    expect(detectImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))?.ext).toBe('webp');
  });

  it('refuses text, SVG, other RIFF files and truncated signatures', () => {
    expect(detectImageType(bytes('hello world'))).toBeNull();
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(detectImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(detectImageType(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});

describe('photo data URLs', () => {
  /** The AppError a check throws, or null when it accepts. */
  const refusal = (fn: () => unknown): AppError | null => {
    try {
      fn();
      return null;
    } catch (err) {
      if (err instanceof AppError) return err;
      throw err;
    }
  };

  it('accepts an image whatever MIME type it declares, and reports its real type', () => {
    const gif = bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0]);
    expect(checkPhotoDataUrl(dataUrl('image/png', gif)).type.ext).toBe('gif');
  });

  it('refuses a photo over 10 MB before decoding it, with a 400 naming the field', () => {
    const big = Buffer.alloc(MAX_PHOTO_BYTES + 1024);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const error = refusal(() => checkPhotoDataUrl(dataUrl('image/png', big), 'photo'));
    expect(error?.status).toBe(400);
    expect(error?.details).toEqual({ fields: { photo: 'Photo must be smaller than 10 MB' } });
  });

  it('refuses something that is not a base64 data URL', () => {
    expect(refusal(() => checkPhotoDataUrl('hello'))?.status).toBe(400);
    expect(refusal(() => checkPhotoDataUrl('data:image/png,raw'))?.status).toBe(400);
  });
});
