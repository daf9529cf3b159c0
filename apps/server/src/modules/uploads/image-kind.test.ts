import { describe, expect, it } from 'vitest';
import { contentTypeOfName, sniffImageKind } from './image-kind';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(
    values.map((value) => (typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]))),
  );

describe('sniffImageKind', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 'rest'), 'image/jpeg'],
    ['PNG', bytes(0x89, 'PNG\r\n', 0x1a, '\n', 'rest'), 'image/png'],
    ['GIF87a', bytes('GIF87a', 'rest'), 'image/gif'],
    ['GIF89a', bytes('GIF89a', 'rest'), 'image/gif'],
    ['WebP', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
  ])('recognises %s from its magic bytes', (_name, data, contentType) => {
    expect(sniffImageKind(data)?.contentType).toBe(contentType);
  });

  it.each([
    ['text', Buffer.from('hello world')],
    ['an empty file', Buffer.alloc(0)],
    ['a truncated PNG signature', bytes(0x89, 'PNG')],
    ['a RIFF file that is not WebP', bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt ')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ])('refuses %s', (_name, data) => {
    expect(sniffImageKind(data)).toBeNull();
  });
});

describe('contentTypeOfName', () => {
  it('maps stored names to their type, and nothing else', () => {
    expect(contentTypeOfName('abc.jpg')).toBe('image/jpeg');
    expect(contentTypeOfName('abc-thumb.jpg')).toBe('image/jpeg');
    expect(contentTypeOfName('abc.webp')).toBe('image/webp');
    expect(contentTypeOfName('abc.html')).toBeNull();
    expect(contentTypeOfName('abc')).toBeNull();
  });
});
