import type { DealType } from '@perkdesk/domain';
import { paths } from '../../../config/routes';
import { PERK_FAMILY, PERK_KINDS, type PerkKind, WIZARD_QUERY } from '../perk-kinds';

/** The New perk tiles (spec 2 §2): every kind but the reward item, which the Rewards page starts. */
export const PERK_TILES = PERK_KINDS.filter((kind) => kind !== 'reward-item');

/** The subtype the server derives from what each deal kind's wizard sends (contract §6 table). */
const DEAL_TYPE_OF: Record<PerkKind, DealType> = {
  'punch-card': 'DEAL_UNKNOWN',
  'point-perk': 'DEAL_UNKNOWN',
  'reward-item': 'DEAL_UNKNOWN',
  'free-item': 'DEAL_FREE_ITEM',
  'buy-one-get-one': 'DEAL_BUY_ONE_GET_ONE',
  'discount-items': 'DEAL_DISCOUNT_ITEMS_P',
  'discount-cart-fixed': 'DEAL_DISCOUNT_CART_F',
  'discount-cart-percent': 'DEAL_DISCOUNT_CART_P',
  combo: 'DEAL_MULTI_COMBO',
  bundle: 'DEAL_MULTI_BUNDLE',
};
export const dealTypeOf = (kind: PerkKind) => DEAL_TYPE_OF[kind];

export const isPerkKind = (value: string | undefined): value is PerkKind =>
  value !== undefined && (PERK_KINDS as readonly string[]).includes(value);

export type WizardStep = 'general' | 'details' | 'details1' | 'details2';
export type WizardAction = 'new' | 'edit';

/** The steps of a kind, in order: general, then one details step or two. */
export function stepsOf(kind: PerkKind): WizardStep[] {
  return PERK_FAMILY[kind] === 'single' ? ['general', 'details'] : ['general', 'details1', 'details2'];
}

/** Where the wizard is: the kind, new or edit, and the promotion edited or copied. */
export interface WizardTarget {
  kind: PerkKind;
  action: WizardAction;
  /** The promotion edited (`?id=`), or the one a new perk copies (`?copyOf=`). */
  id: string | null;
}

/** The route of one step (spec 2 §2), keeping the edited or copied promotion in the query. */
export function stepPath({ kind, action, id }: WizardTarget, step: WizardStep): string {
  const family = PERK_FAMILY[kind];
  let path: string;
  if (step === 'general') path = paths.promotions.general(kind, action);
  else if (step === 'details') path = paths.promotions.details(kind as 'point-perk', action);
  else path = paths.promotions.dealStep(family as 'bogo', kind, action, step === 'details1' ? 1 : 2);
  if (!id) return path;
  const key = action === 'edit' ? WIZARD_QUERY.id : WIZARD_QUERY.copyOf;
  return `${path}?${new URLSearchParams({ [key]: id })}`;
}
