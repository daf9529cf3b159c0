import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { type MenuState, nextMenuState, readPreferences, writePreference } from '../../../lib/preferences';

export const WIDE_QUERY = '(min-width: 1440px)';
export const MOBILE_QUERY = '(max-width: 767.98px)';

/**
 * Side-menu display (spec 1 §2). At 1440 px and wider the toggle cycles four states by click
 * count modulo 4, kept in preferences:
 *   0 full: labelled groups;
 *   1 compact: an icon per group, its items in a flyout on hover;
 *   2 rail: icons only, the full menu slides over the content while hovered;
 *   3 hidden.
 * Below 1440 px the menu is hidden and the toggle opens it as an overlay drawer; below 768 px
 * that drawer covers the whole screen (the mobile variant).
 */
export function useMenuDisplay() {
  const isWide = useMediaQuery(WIDE_QUERY, true, { getInitialValueInEffect: false });
  const isMobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const [state, setState] = useState<MenuState>(() => readPreferences().menuState);
  const [drawerOpened, drawer] = useDisclosure(false);

  const toggle = useCallback(() => {
    if (!isWide) {
      drawer.toggle();
      return;
    }
    setState((current) => {
      const next = nextMenuState(current);
      writePreference({ kind: 'menuState', value: next });
      return next;
    });
  }, [isWide, drawer]);

  return { state, isWide, isMobile, drawerOpened, closeDrawer: drawer.close, toggle };
}
