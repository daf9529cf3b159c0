import sharp from 'sharp';
import type { StoragePort } from '../integrations/storage/storage-port';
import { storedName } from '../integrations/storage/stored-name';

// Demo pictures drawn by the project itself: no stock photos to license or download. Each is an
// SVG (a two-colour background, a simple flat illustration of the kind of item, and its name)
// rendered by sharp to a 600×400 JPEG (the 1.5 aspect ratio the product editor crops to).

export type DemoMotif =
  | 'cup'
  | 'tea'
  | 'glass'
  | 'croissant'
  | 'loaf'
  | 'sandwich'
  | 'bowl'
  | 'cake'
  | 'cookie';

export interface DemoImage {
  /** File-name part: letters, digits and dashes. */
  slug: string;
  title: string;
  motif: DemoMotif;
  /** Background from, background to, illustration colour. */
  palette: readonly [string, string, string];
}

export const DEMO_IMAGE_WIDTH = 600;
export const DEMO_IMAGE_HEIGHT = 400;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The illustration, drawn around (300, 170) in a 600×400 box. */
function motifSvg(motif: DemoMotif, ink: string): string {
  const cream = '#fff8ee';
  const shade = 'rgba(0,0,0,0.18)';
  switch (motif) {
    case 'cup':
      return `
        <ellipse cx="300" cy="250" rx="120" ry="22" fill="${shade}"/>
        <ellipse cx="300" cy="240" rx="110" ry="18" fill="${cream}"/>
        <path d="M215 120 h170 l-18 110 a20 20 0 0 1 -20 16 h-94 a20 20 0 0 1 -20 -16 z" fill="${cream}"/>
        <path d="M383 140 a34 34 0 0 1 0 62 l-6 -14 a20 20 0 0 0 3 -34 z" fill="${cream}"/>
        <ellipse cx="300" cy="122" rx="82" ry="12" fill="${ink}"/>
        <path d="M265 95 q-14 -22 0 -42 M300 95 q-14 -26 0 -52 M335 95 q-14 -22 0 -42" stroke="${cream}" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.85"/>`;
    case 'tea':
      return `
        <ellipse cx="300" cy="252" rx="118" ry="20" fill="${shade}"/>
        <path d="M200 130 h200 v60 a100 60 0 0 1 -200 0 z" fill="${cream}"/>
        <path d="M398 150 a30 30 0 0 1 0 56 l-4 -14 a16 16 0 0 0 2 -28 z" fill="${cream}"/>
        <ellipse cx="300" cy="131" rx="100" ry="13" fill="${ink}"/>
        <path d="M300 131 v-60" stroke="${cream}" stroke-width="3"/>
        <rect x="284" y="48" width="32" height="26" rx="4" fill="${cream}"/>
        <path d="M255 105 q-12 -20 0 -38 M345 105 q-12 -20 0 -38" stroke="${cream}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.8"/>`;
    case 'glass':
      return `
        <ellipse cx="300" cy="262" rx="80" ry="14" fill="${shade}"/>
        <path d="M235 70 h130 l-14 185 a12 12 0 0 1 -12 11 h-78 a12 12 0 0 1 -12 -11 z" fill="${cream}" opacity="0.92"/>
        <path d="M243 120 h114 l-10 132 a8 8 0 0 1 -8 8 h-78 a8 8 0 0 1 -8 -8 z" fill="${ink}"/>
        <rect x="262" y="140" width="34" height="30" rx="6" fill="${cream}" opacity="0.55" transform="rotate(-12 279 155)"/>
        <rect x="306" y="170" width="30" height="28" rx="6" fill="${cream}" opacity="0.5" transform="rotate(10 321 184)"/>
        <path d="M330 40 l-22 190" stroke="${cream}" stroke-width="10" stroke-linecap="round"/>`;
    case 'croissant': {
      // Segments along an arc, largest in the middle, each outlined in the background's shade.
      const segments = [
        [160, 222, 18, 24, -60],
        [200, 196, 28, 38, -42],
        [246, 175, 38, 52, -20],
        [300, 166, 46, 62, 0],
        [354, 175, 38, 52, 20],
        [400, 196, 28, 38, 42],
        [440, 222, 18, 24, 60],
      ];
      return `
        <ellipse cx="300" cy="252" rx="160" ry="18" fill="${shade}"/>
        ${segments
          .map(
            ([cx, cy, rx, ry, angle]) =>
              `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" transform="rotate(${angle} ${cx} ${cy})" fill="${ink}" stroke="rgba(90,50,20,0.35)" stroke-width="4"/>`,
          )
          .join('')}`;
    }
    case 'loaf':
      return `
        <ellipse cx="300" cy="252" rx="160" ry="20" fill="${shade}"/>
        <path d="M150 240 v-70 a150 100 0 0 1 300 0 v70 a10 10 0 0 1 -10 10 h-280 a10 10 0 0 1 -10 -10 z" fill="${ink}"/>
        <path d="M215 120 l30 40 M275 105 l30 40 M335 105 l30 40" stroke="${cream}" stroke-width="9" stroke-linecap="round" opacity="0.7"/>`;
    case 'sandwich':
      return `
        <ellipse cx="300" cy="258" rx="160" ry="18" fill="${shade}"/>
        <path d="M160 240 l140 -150 l140 150 z" fill="${cream}"/>
        <path d="M175 224 h250" stroke="#7cb342" stroke-width="14" stroke-linecap="round"/>
        <path d="M190 206 h220" stroke="#e53935" stroke-width="12" stroke-linecap="round"/>
        <path d="M205 190 h190" stroke="#fbc02d" stroke-width="10" stroke-linecap="round"/>
        <path d="M160 240 l140 -150 l140 150" stroke="${ink}" stroke-width="14" fill="none" stroke-linejoin="round"/>`;
    case 'bowl':
      return `
        <ellipse cx="300" cy="258" rx="150" ry="18" fill="${shade}"/>
        <circle cx="245" cy="150" r="42" fill="#7cb342"/>
        <circle cx="310" cy="130" r="48" fill="#558b2f"/>
        <circle cx="365" cy="155" r="38" fill="#9ccc65"/>
        <circle cx="280" cy="160" r="16" fill="#e53935"/>
        <circle cx="345" cy="165" r="14" fill="#fbc02d"/>
        <path d="M160 165 h280 a140 90 0 0 1 -280 0 z" fill="${ink}"/>
        <path d="M175 180 h250" stroke="${cream}" stroke-width="6" opacity="0.5"/>`;
    case 'cake':
      return `
        <ellipse cx="300" cy="258" rx="150" ry="18" fill="${shade}"/>
        <path d="M170 245 v-95 l260 -50 v145 z" fill="${cream}"/>
        <path d="M170 185 l260 -35 M170 215 l260 -30" stroke="${ink}" stroke-width="14"/>
        <path d="M170 150 l260 -50" stroke="${ink}" stroke-width="18" stroke-linecap="round"/>
        <circle cx="395" cy="92" r="16" fill="#e53935"/>`;
    case 'cookie':
      return `
        <ellipse cx="300" cy="258" rx="130" ry="18" fill="${shade}"/>
        <circle cx="300" cy="160" r="105" fill="${ink}"/>
        <circle cx="260" cy="120" r="13" fill="#4e342e"/>
        <circle cx="335" cy="110" r="11" fill="#4e342e"/>
        <circle cx="350" cy="180" r="14" fill="#4e342e"/>
        <circle cx="275" cy="195" r="12" fill="#4e342e"/>
        <circle cx="305" cy="155" r="9" fill="#4e342e"/>`;
  }
}

/** The SVG of one demo picture. */
export function demoImageSvg(image: DemoImage): string {
  const [from, to, ink] = image.palette;
  const size = image.title.length > 22 ? 34 : 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_IMAGE_WIDTH}" height="${DEMO_IMAGE_HEIGHT}" viewBox="0 0 600 400">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="600" height="400" fill="url(#bg)"/>
  <circle cx="520" cy="60" r="120" fill="#ffffff" opacity="0.08"/>
  <circle cx="70" cy="330" r="90" fill="#ffffff" opacity="0.06"/>
  ${motifSvg(image.motif, ink)}
  <rect x="0" y="300" width="600" height="100" fill="#000000" opacity="0.28"/>
  <text x="300" y="${350 + size / 3}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"
    font-weight="bold" font-size="${size}" fill="#ffffff">${escapeXml(image.title)}</text>
</svg>`;
}

export function renderDemoImage(image: DemoImage): Promise<Buffer> {
  return sharp(Buffer.from(demoImageSvg(image)))
    .jpeg({ quality: 78 })
    .toBuffer();
}

/**
 * Renders and stores the pictures under the owner's folder, all at once (libvips spreads them
 * over its threads), and returns each slug's public URL.
 */
export async function storeDemoImages(
  storage: StoragePort,
  ownerId: string,
  images: readonly DemoImage[],
): Promise<Map<string, string>> {
  const entries = await Promise.all(
    images.map(async (image) => {
      const name = storedName(ownerId, `demo-${image.slug}.jpg`);
      await storage.put(name, await renderDemoImage(image));
      return [image.slug, storage.publicUrl(name)] as const;
    }),
  );
  return new Map(entries);
}
