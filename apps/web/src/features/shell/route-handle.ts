import type { UIMatch } from 'react-router';
import type { SegmentKey } from './segment-label';

/** What a route tells the shell about itself: the screen's name, for headings and the tab title. */
export interface ShellRouteHandle {
  titleKey: SegmentKey;
}

export function titleKeyOf(matches: UIMatch[]): SegmentKey | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle as Partial<ShellRouteHandle> | undefined;
    if (handle?.titleKey) return handle.titleKey;
  }
  return undefined;
}
