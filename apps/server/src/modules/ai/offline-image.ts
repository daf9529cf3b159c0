import { createHash } from 'node:crypto';
import sharp from 'sharp';

const SIDE = 1024;

/** A colour from three bytes of the hash, kept bright enough for a social post. */
const colour = (bytes: Buffer, at: number) => {
  const hue = Math.round(((bytes[at] ?? 0) / 255) * 360);
  const saturation = 55 + ((bytes[at + 1] ?? 0) % 35);
  const lightness = 45 + ((bytes[at + 2] ?? 0) % 25);
  return `hsl(${hue}, ${saturation}%, ${lightness}%)`;
};

/**
 * The offline composer's picture: a 1024×1024 abstract gradient PNG, the same for the same prompt
 * (a diagonal gradient and three soft circles, all chosen by the prompt's hash).
 */
export async function offlineImage(prompt: string): Promise<Buffer> {
  const hash = createHash('sha256').update(prompt).digest();
  const circles = [0, 1, 2]
    .map((index) => {
      const at = 9 + index * 6;
      const x = Math.round(((hash[at] ?? 0) / 255) * SIDE);
      const y = Math.round(((hash[at + 1] ?? 0) / 255) * SIDE);
      const radius = 180 + ((hash[at + 2] ?? 0) % 220);
      return `<circle cx="${x}" cy="${y}" r="${radius}" fill="${colour(hash, at + 3)}" fill-opacity="0.55"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}">
<defs>
<linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${colour(hash, 0)}"/><stop offset="1" stop-color="${colour(hash, 3)}"/>
</linearGradient>
<filter id="soft"><feGaussianBlur stdDeviation="60"/></filter>
</defs>
<rect width="${SIDE}" height="${SIDE}" fill="url(#g)"/>
<g filter="url(#soft)">${circles}</g>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
