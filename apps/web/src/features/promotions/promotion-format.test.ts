import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../i18n';
import {
  availabilityLine,
  formatBound,
  formatPercent,
  formatWindows,
  type PromotionsT,
} from './promotion-format';

let t: PromotionsT;
beforeAll(async () => {
  const i18n = await initI18n('en');
  await loadNamespaces('components', 'promotions');
  t = i18n.getFixedT(['promotions', 'components']) as PromotionsT;
});

describe('promotion display formats', () => {
  it('reads a date bound as that day, whatever the browser zone', () => {
    expect(formatBound('2026-04-01', 'en')).toBe('Apr 1, 2026');
    expect(formatBound('2026-12-31', 'en')).toBe('Dec 31, 2026');
  });

  it('gives the list line of open, started, ending and bounded perks', () => {
    const line = (availableFrom: string | null, availableTo: string | null) =>
      availabilityLine(t, { availableFrom, availableTo }, 'en');
    expect(line(null, null)).toBeNull();
    expect(line('2026-04-01', null)).toBe('From Apr 1, 2026');
    expect(line(null, '2026-04-30')).toBe('Until Apr 30, 2026');
    expect(line('2026-04-01', '2026-04-30')).toBe('Apr 1, 2026 – Apr 30, 2026');
  });

  it('writes percents with up to three decimals and windows by day', () => {
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(33.333)).toBe('33.333%');
    expect(formatWindows(t, [])).toBe('At all times');
    expect(
      formatWindows(t, [
        { day: 'SATURDAY', fromTime: '09:00', toTime: '12:00' },
        { day: 'SUNDAY', fromTime: '00:00', toTime: '23:59' },
      ]),
    ).toBe('SAT 09:00–12:00, SUN 00:00–23:59');
  });
});
