/** The image formats every multipart route accepts (contract §3 Uploads). */
export interface ImageKind {
  format: 'jpeg' | 'png' | 'webp' | 'gif';
  contentType: string;
  extension: string;
}

const KINDS = {
  jpeg: { format: 'jpeg', contentType: 'image/jpeg', extension: 'jpg' },
  png: { format: 'png', contentType: 'image/png', extension: 'png' },
  webp: { format: 'webp', contentType: 'image/webp', extension: 'webp' },
  gif: { format: 'gif', contentType: 'image/gif', extension: 'gif' },
} as const satisfies Record<ImageKind['format'], ImageKind>;

const startsWith = (data: Uint8Array, bytes: readonly number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, index) => data[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image format read from the content's magic bytes; the client's file name and declared
 * type are never trusted. Null for anything else.
 */
export function sniffImageKind(data: Uint8Array): ImageKind | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return KINDS.jpeg;
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return KINDS.png;
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return KINDS.gif;
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return KINDS.webp;
  return null;
}

/** The content type of a stored file, from the extension the upload service gave it. */
export function contentTypeOfName(name: string): string | null {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return Object.values(KINDS).find((kind) => kind.extension === extension)?.contentType ?? null;
}
