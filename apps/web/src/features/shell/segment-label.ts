import en from '../../i18n/locales/en/shell.json';
import type { TFunction } from '../../i18n/translation';

export type SegmentKey = keyof typeof en.segments;

export function isSegmentKey(segment: string): segment is SegmentKey {
  return Object.hasOwn(en.segments, segment);
}

/** The translated name of a path segment; unknown segments are humanised rather than hidden. */
export function segmentLabel(t: TFunction<'shell'>, segment: string): string {
  if (isSegmentKey(segment)) return t(`segments.${segment}`);
  const words = segment.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
