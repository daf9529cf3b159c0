import { expect, test } from '@playwright/test';
import { paintedText, signInDemo, useTheme } from './support/page-setup';

// Right to left, numbers, ranges and punctuation keep their reading order (issue 21).

test('right to left, the list pagination keeps its numbers and ranges in reading order', async ({ page }) => {
  await useTheme(page, 'light', 'rtl');
  await signInDemo(page);
  await page.goto('/app/products/products?size=5');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  const range = page.getByText(/^\d+–\d+ of \d+$/);
  await expect(range).toBeVisible();
  const logical = (await range.textContent()) ?? '';
  expect(logical).toMatch(/^1–5 of \d+$/);
  expect(await paintedText(range)).toBe(logical);

  const size = page.getByRole('textbox', { name: 'Items per page' });
  await expect(size).toHaveValue('5 per page');
  expect(await size.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
  await size.click();
  const option = page.getByRole('option', { name: '10 per page' });
  await expect(option).toBeVisible();
  expect(await paintedText(option)).toBe('10 per page');
});
