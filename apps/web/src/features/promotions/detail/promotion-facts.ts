import { PROMOTION_TYPE_FIELDS, type PromotionResponse } from '@perkdesk/contracts';
import { formatMoney, formatPoints } from '../../../lib/display-format';
import {
  formatBound,
  formatPercent,
  formatWindows,
  kindLabel,
  type PromotionsT,
  productName,
} from '../promotion-format';

/** One line of the read-only detail: what it is and its value, already formatted. */
export interface Fact {
  key: string;
  label: string;
  value: string;
}

export interface FactContext {
  t: PromotionsT;
  language: string;
  storeNames: ReadonlyMap<string, string>;
}

type Field = (typeof PROMOTION_TYPE_FIELDS)[keyof typeof PROMOTION_TYPE_FIELDS][number];

/** The required list by group, each with its products and the units one use needs. */
function requiredGroupLines(promotion: PromotionResponse, t: PromotionsT): string[] {
  const groups = new Map<number, { names: string[]; quantity: number }>();
  for (const entry of promotion.requiredProductList) {
    const index = entry.groupIndex ?? 0;
    const group = groups.get(index) ?? { names: [], quantity: entry.quantity ?? 1 };
    group.names.push(productName(t, entry));
    groups.set(index, group);
  }
  const sorted = [...groups.entries()].sort(([a], [b]) => a - b);
  // One group reads as its products; several (combo, bundle) each get a heading.
  if (sorted.length === 1) {
    const [, only] = sorted[0] as [number, { names: string[]; quantity: number }];
    const items = only.names.join(', ');
    return [only.quantity > 1 ? t('facts.rewardQuantity', { items, quantity: only.quantity }) : items];
  }
  return sorted.map(
    ([index, group]) =>
      `${t('facts.requiredGroup', { index: index + 1, quantity: group.quantity })}: ${group.names.join(', ')}`,
  );
}

function rewardLine(promotion: PromotionResponse, t: PromotionsT): string {
  const items = promotion.rewardProductList.map((entry) => productName(t, entry)).join(', ');
  const quantity = promotion.rewardProductList.find((entry) => entry.quantity != null)?.quantity ?? 1;
  return quantity > 1 ? t('facts.rewardQuantity', { items, quantity }) : items;
}

function highlightLine(promotion: PromotionResponse, t: PromotionsT): string {
  const index = promotion.highlightInProductList?.[0];
  if (index !== undefined) return t('facts.highlightItem', { index: index + 1 });
  if (promotion.highlightAmount != null)
    return t('facts.highlightAmount', { amount: formatMoney(promotion.highlightAmount) });
  return t('facts.highlightNone');
}

/**
 * The read-only detail of a promotion (spec 2 §2 read-only promotion detail): every field its
 * type uses (contract §6 Fields), formatted — money with $, percents, points with 'pts', products
 * with "(deleted)", windows by day, dates. Amounts a deal subtype does not use (null) are left out;
 * limits that are null read "Unlimited", since that is what null means for them.
 */
export function promotionFacts(
  promotion: PromotionResponse,
  { t, language, storeNames }: FactContext,
): Fact[] {
  const uses = new Set<Field>(PROMOTION_TYPE_FIELDS[promotion.type]);
  const facts: Fact[] = [];
  const add = (key: string, label: string, value: string | null | undefined) => {
    if (value) facts.push({ key, label, value });
  };
  const yesNo = (value: boolean) => (value ? t('facts.yes') : t('facts.no'));
  const money = (value: number | null) => (value == null ? null : formatMoney(value));

  add('type', t('facts.type'), kindLabel(t, promotion));
  add('description', t('facts.description'), promotion.description);
  add('stores', t('facts.stores'), promotion.stores.map((id) => storeNames.get(id) ?? id).join(', '));
  add(
    'availableFrom',
    t('facts.availableFrom'),
    promotion.availableFrom ? formatBound(promotion.availableFrom, language) : t('facts.fromStart'),
  );
  add(
    'availableTo',
    t('facts.availableTo'),
    promotion.availableTo ? formatBound(promotion.availableTo, language) : t('facts.openEnded'),
  );
  if (uses.has('availableTime'))
    add('availableTime', t('facts.availableTime'), formatWindows(t, promotion.availableTime));
  add('displayTime', t('facts.displayTime'), formatWindows(t, promotion.displayTime));
  if (uses.has('isPublicAvailable'))
    add(
      'visibility',
      t('facts.visibility'),
      promotion.isPublicAvailable
        ? t('facts.public')
        : t('facts.hiddenWithCode', { code: promotion.couponCode ?? '' }),
    );
  if (uses.has('couponCode') && promotion.isPublicAvailable)
    add('couponCode', t('facts.couponCode'), promotion.couponCode);
  if (uses.has('requiredProductList') && promotion.requiredProductList.length > 0)
    add('requiredProducts', t('facts.requiredProducts'), requiredGroupLines(promotion, t).join('\n'));
  if (uses.has('rewardProductList') && promotion.rewardProductList.length > 0)
    add('rewardProducts', t('facts.rewardProducts'), rewardLine(promotion, t));
  if (uses.has('requiredAmount'))
    add('requiredAmount', t('facts.requiredAmount'), money(promotion.requiredAmount));
  if (uses.has('discountAmount'))
    add('discountAmount', t('facts.discountAmount'), money(promotion.discountAmount));
  if (uses.has('discountPercent') && promotion.discountPercent != null)
    add('discountPercent', t('facts.discountPercent'), formatPercent(promotion.discountPercent));
  if (uses.has('fixedAmount')) add('fixedAmount', t('facts.fixedAmount'), money(promotion.fixedAmount));
  if (uses.has('highlightInProductList')) add('highlight', t('facts.highlight'), highlightLine(promotion, t));
  if (uses.has('requiredPunches') && promotion.requiredPunches != null)
    add('requiredPunches', t('facts.requiredPunches'), String(promotion.requiredPunches));
  if (uses.has('rewardItems') && promotion.rewardItems != null)
    add('rewardItems', t('facts.rewardItems'), String(promotion.rewardItems));
  if (uses.has('rewardPoints') && promotion.rewardPoints != null)
    add('rewardPoints', t('facts.rewardPoints'), formatPoints(promotion.rewardPoints));
  if (uses.has('requiredPoints') && promotion.requiredPoints != null)
    add('requiredPoints', t('facts.requiredPoints'), formatPoints(promotion.requiredPoints));
  if (uses.has('maxRedeem'))
    add(
      'maxRedeem',
      t('facts.maxRedeem'),
      promotion.maxRedeem == null ? t('facts.unlimited') : String(promotion.maxRedeem),
    );
  if (uses.has('limitedStock'))
    add(
      'limitedStock',
      t('facts.limitedStock'),
      promotion.limitedStock == null ? t('facts.unlimited') : String(promotion.limitedStock),
    );
  if (uses.has('isNewClient')) add('isNewClient', t('facts.isNewClient'), yesNo(promotion.isNewClient));
  if (uses.has('isMaster')) add('isMaster', t('facts.isMaster'), yesNo(promotion.isMaster));
  if (uses.has('isAddonCharged'))
    add(
      'isAddonCharged',
      t('facts.isAddonCharged'),
      promotion.isAddonCharged ? t('facts.addonsCharged') : t('facts.addonsFree'),
    );
  return facts;
}
