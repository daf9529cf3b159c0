import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_LOGIN } from './order-flow';

export type Scheme = 'light' | 'dark';

/** The app keeps its theme as `<scheme>.<color>` under perkdesk.theme; set before every load. */
export async function useTheme(page: Page, scheme: Scheme, direction: 'ltr' | 'rtl' = 'ltr') {
  await page.addInitScript(
    ([theme, dir]) => {
      localStorage.setItem('perkdesk.theme', theme);
      localStorage.setItem('perkdesk.direction', dir);
    },
    [`${scheme}.orange`, direction] as const,
  );
}

export async function signInDemo(page: Page) {
  await page.goto('/user/login');
  await page.getByLabel('Username or e-mail').fill(DEMO_LOGIN.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_LOGIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/dashboards/);
}

/** The element's characters in the order they are painted, left to right (one line). */
export function paintedText(locator: Locator) {
  return locator.evaluate((element) => {
    const glyphs: { x: number; ch: string }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index++) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getBoundingClientRect();
        if (box.width > 0) glyphs.push({ x: box.left + box.width / 2, ch: text[index] ?? '' });
      }
    }
    return glyphs
      .sort((a, b) => a.x - b.x)
      .map((glyph) => glyph.ch)
      .join('');
  });
}
