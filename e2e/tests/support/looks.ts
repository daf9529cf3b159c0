import { expect, type Page } from '@playwright/test';

/** A way to look at a screen: width, theme and direction (light/dark, LTR/RTL, 768/1440). */
export interface Look {
  width: number;
  dark: boolean;
  rtl: boolean;
}
export const WIDE_LIGHT: Look = { width: 1440, dark: false, rtl: false };
export const NARROW_DARK_RTL: Look = { width: 768, dark: true, rtl: true };

/** The page reloaded in a look, settled and ready for its screenshot. */
export async function showIn(page: Page, look: Look, ready: () => Promise<void>) {
  await page.setViewportSize({ width: look.width, height: look.width >= 1024 ? 900 : 1024 });
  await page.evaluate(({ dark, rtl }) => {
    localStorage.setItem('perkdesk.theme', dark ? 'dark.orange' : 'light.orange');
    localStorage.setItem('perkdesk.direction', rtl ? 'rtl' : 'ltr');
  }, look);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', look.rtl ? 'rtl' : 'ltr');
  await ready();
  await page.waitForLoadState('networkidle');
}
