import type { PromotionTypeName } from '@perkdesk/contracts';
import { paths } from '../../config/routes';

// The nine perk kinds of the New perk tiles plus reward items, and where each one's wizard lives
// (spec 2 §2 Promotions). A saved promotion's kind comes from its `type` and, for deals, the
// `dealType` the server derives (contract §6 Deal subtype). The list, the detail dialog and the
// wizard all read the kind from here, so a slug is spelled in one place.

/** The wizard's `{type}` path segment of each kind. */
export const PERK_KINDS = [
  'punch-card',
  'point-perk',
  'free-item',
  'buy-one-get-one',
  'discount-items',
  'discount-cart-fixed',
  'discount-cart-percent',
  'combo',
  'bundle',
  'reward-item',
] as const;
export type PerkKind = (typeof PERK_KINDS)[number];

/** Which wizard family a kind's details steps belong to (spec 2 §2). */
export type PerkFamily = 'single' | 'bogo' | 'item' | 'cart' | 'multi';

export const PERK_FAMILY: Record<PerkKind, PerkFamily> = {
  'punch-card': 'single',
  'point-perk': 'single',
  'reward-item': 'single',
  'buy-one-get-one': 'bogo',
  'free-item': 'item',
  'discount-items': 'item',
  'discount-cart-fixed': 'cart',
  'discount-cart-percent': 'cart',
  combo: 'multi',
  bundle: 'multi',
};

const KIND_OF_DEAL: Record<string, PerkKind> = {
  DEAL_FREE_ITEM: 'free-item',
  DEAL_BUY_ONE_GET_ONE: 'buy-one-get-one',
  DEAL_DISCOUNT_ITEMS_P: 'discount-items',
  DEAL_DISCOUNT_CART_F: 'discount-cart-fixed',
  DEAL_DISCOUNT_CART_P: 'discount-cart-percent',
  DEAL_MULTI_COMBO: 'combo',
  DEAL_MULTI_BUNDLE: 'bundle',
};

const KIND_OF_TYPE: Partial<Record<string, PerkKind>> = {
  PUNCH_CARD: 'punch-card',
  POINT_PERK: 'point-perk',
  REWARD_ITEM: 'reward-item',
};

/**
 * The kind of a saved promotion, or null for a deal whose subtype the server could not derive
 * (DEAL_UNKNOWN: the server refuses to save one, so only an old or foreign row can be one).
 */
export function perkKindOf(promotion: { type: string; dealType?: string | null }): PerkKind | null {
  if (promotion.type === 'DEAL') return KIND_OF_DEAL[promotion.dealType ?? ''] ?? null;
  return KIND_OF_TYPE[promotion.type] ?? null;
}

/** The promotion type a kind saves as; its write path is `/api/promotions/{typePath}`. */
export function promotionTypeOf(kind: PerkKind): PromotionTypeName {
  if (kind === 'punch-card') return 'PUNCH_CARD';
  if (kind === 'point-perk') return 'POINT_PERK';
  if (kind === 'reward-item') return 'REWARD_ITEM';
  return 'DEAL';
}

/** Query parameters the wizard reads: the promotion edited, or the one a new perk copies. */
export const WIZARD_QUERY = { id: 'id', copyOf: 'copyOf' } as const;

/** The wizard's first step for a new perk of `kind` (the New perk tiles, Rewards). */
export function newPerkPath(kind: PerkKind): string {
  return paths.promotions.general(kind, 'new');
}

/** Edit: the wizard's first step with the promotion's id (`?id=`), or null when its kind is unknown. */
export function editPerkPath(promotion: { id: string; type: string; dealType?: string | null }) {
  const kind = perkKindOf(promotion);
  if (!kind) return null;
  return `${paths.promotions.general(kind, 'edit')}?${new URLSearchParams({ [WIZARD_QUERY.id]: promotion.id })}`;
}

/**
 * Duplicate: a new perk of the same kind started from a copy (`?copyOf=`); the wizard loads the
 * original and clears what spec 2 §4 Duplicating says a copy drops (id, images; name + "_copy").
 */
export function duplicatePerkPath(promotion: { id: string; type: string; dealType?: string | null }) {
  const kind = perkKindOf(promotion);
  if (!kind) return null;
  return `${newPerkPath(kind)}?${new URLSearchParams({ [WIZARD_QUERY.copyOf]: promotion.id })}`;
}
