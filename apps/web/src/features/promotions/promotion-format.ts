import type { PromotionProductRef, PromotionResponse, TimeWindow } from '@perkdesk/contracts';
import type { TFunction } from '../../i18n/translation';
import { perkKindOf } from './perk-kinds';

// How a promotion's values read on the list and in the detail dialog (spec 2 §9: $ and two
// decimals, 'pts'; spec 2 §2 "(deleted)" after deleted items).

export type PromotionsT = TFunction<readonly ['promotions', 'components']>;

const PERCENT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** "12.5%": up to the three decimals a discount percent may have. */
export function formatPercent(percent: number): string {
  return `${PERCENT.format(percent)}%`;
}

/**
 * An availability bound: a `YYYY-MM-DD` date is a store-local day and reads as that day (never
 * shifted by the browser's zone); an instant reads as date and time in the browser's zone.
 */
export function formatBound(bound: string, language: string): string {
  if (DATE_ONLY.test(bound))
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${bound}T00:00:00Z`),
    );
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(bound),
  );
}

/** The kind's label ("Buy one get one"), or "Incomplete deal" for a deal without a subtype. */
export function kindLabel(t: PromotionsT, promotion: Pick<PromotionResponse, 'type' | 'dealType'>): string {
  const kind = perkKindOf(promotion);
  return kind ? t(`kind.${kind}`) : t('kind.unknown');
}

/** A product's name, with "(deleted)" after it when the server deleted it. */
export function productName(t: PromotionsT, product: PromotionProductRef): string {
  const name = product.name ?? t('facts.unknownProduct', { id: product.id });
  return product.status === 'DELETED' ? t('facts.deletedProduct', { name }) : name;
}

/** "MON 08:00–18:00, TUE 08:00–18:00", or "At all times" for an empty list (contract §1 Time). */
export function formatWindows(t: PromotionsT, windows: readonly TimeWindow[]): string {
  if (windows.length === 0) return t('facts.always');
  return windows
    .map((window) =>
      t('facts.window', {
        day: t(`components:schedule.dayShort.${window.day}`),
        from: window.fromTime,
        to: window.toTime,
      }),
    )
    .join(', ');
}

/** The list line of a promotion's dates: "From …", "Until …", "… – …", or nothing when open. */
export function availabilityLine(
  t: PromotionsT,
  promotion: Pick<PromotionResponse, 'availableFrom' | 'availableTo'>,
  language: string,
): string | null {
  const from = promotion.availableFrom ? formatBound(promotion.availableFrom, language) : null;
  const to = promotion.availableTo ? formatBound(promotion.availableTo, language) : null;
  if (from && to) return t('row.between', { from, to });
  if (from) return t('row.from', { date: from });
  if (to) return t('row.until', { date: to });
  return null;
}
