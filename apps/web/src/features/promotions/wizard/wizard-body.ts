import { type PromotionInput, type PromotionTypeName, promotionInputSchemaFor } from '@perkdesk/contracts';
import { parseMoney } from '../../../components/money-input/money-text';
import { type PerkKind, promotionTypeOf } from '../perk-kinds';
import type { WizardValues } from './wizard-values';

/**
 * A typed number: null when empty, the number when it reads as one, else the text itself so the
 * contract's schema refuses it with its own message.
 */
export function numberOf(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

const moneyOf = (text: string) => (text.trim() === '' ? null : (parseMoney(text.trim()) ?? text));

/** Spec 2 §5 Stock limit: a value below 1 is raised to 1 (when the field is left). */
export function raiseStock(text: string): string {
  const value = numberOf(text);
  return typeof value === 'number' && value < 1 ? '1' : text;
}

/** The required list: every group's products with its index (multi deals only) and quantity. */
function requiredList(values: WizardValues, withGroups: boolean, withQuantity: boolean) {
  return values.requiredGroups.flatMap((group, index) =>
    group.productIds.map((id) => ({
      id,
      groupIndex: withGroups ? index : null,
      quantity: withQuantity ? numberOf(group.quantity) : null,
    })),
  );
}

function rewardList(values: WizardValues, withQuantity: boolean) {
  return values.rewardProductIds.map((id) => ({
    id,
    quantity: withQuantity ? numberOf(values.rewardQuantity) : null,
  }));
}

const common = (values: WizardValues) => ({
  name: values.name,
  description: values.description,
  images: values.images,
  stores: values.stores,
  availableFrom: values.availableFrom,
  availableTo: values.availableTo,
  displayTime: values.displayTime,
  ...(values.status ? { status: values.status } : {}),
});

/** "Hide this Perk": only clients with the coupon code see it (contract §6). */
const visibility = (values: WizardValues) => ({
  isPublicAvailable: !values.hidden,
  couponCode: values.hidden ? values.couponCode : null,
});

const limits = (values: WizardValues) => ({
  maxRedeem: numberOf(values.maxRedeem),
  limitedStock: numberOf(values.limitedStock),
});

function highlight(values: WizardValues) {
  return {
    highlightInProductList: values.highlight === 'item' ? [values.highlightGroup] : null,
    highlightAmount: values.highlight === 'cart' ? moneyOf(values.highlightAmount) : null,
  };
}

/** The fields of each deal kind that make the server derive its subtype (contract §6 table). */
function dealFields(kind: PerkKind, values: WizardValues): Record<string, unknown> {
  const percent = numberOf(values.discountPercent);
  switch (kind) {
    case 'buy-one-get-one':
      // Required list without group indexes plus a reward list; the percent defaults to 100.
      return {
        requiredProductList: requiredList(values, false, true),
        rewardProductList: rewardList(values, true),
        discountPercent: percent ?? 100,
      };
    case 'free-item':
      // Reward list only, no percent, and a minimum order above 0.
      return { rewardProductList: rewardList(values, true) };
    case 'discount-items':
      return { rewardProductList: rewardList(values, false), discountPercent: percent };
    case 'discount-cart-fixed':
      return { discountAmount: moneyOf(values.discountAmount) };
    case 'discount-cart-percent':
      return { discountPercent: percent };
    case 'combo':
      return {
        requiredProductList: requiredList(values, true, true),
        discountAmount: moneyOf(values.discountAmount),
      };
    case 'bundle':
      return {
        requiredProductList: requiredList(values, true, true),
        fixedAmount: moneyOf(values.fixedAmount),
      };
    default:
      return {};
  }
}

/**
 * The write body of the kind (POST /api/promotions/{type}, PUT with the full body): the common
 * fields and exactly the fields this kind uses, before the contract's schema parses it.
 */
export function toWriteBody(kind: PerkKind, values: WizardValues): Record<string, unknown> {
  const base = common(values);
  switch (promotionTypeOf(kind)) {
    case 'PUNCH_CARD':
      return {
        ...base,
        isAddonCharged: values.isAddonCharged,
        requiredProductList: requiredList(values, false, false),
        rewardProductList: rewardList(values, false),
        requiredPunches: numberOf(values.requiredPunches),
        rewardItems: numberOf(values.rewardItems),
      };
    case 'POINT_PERK':
      return {
        ...base,
        availableTime: values.availableTime,
        ...visibility(values),
        isNewClient: values.isNewClient,
        ...limits(values),
        requiredProductList: requiredList(values, false, false),
        rewardPoints: numberOf(values.rewardPoints),
      };
    case 'REWARD_ITEM':
      return {
        ...base,
        isAddonCharged: values.isAddonCharged,
        ...limits(values),
        rewardProductList: rewardList(values, false),
        requiredPoints: numberOf(values.requiredPoints),
      };
    default:
      return {
        ...base,
        availableTime: values.availableTime,
        ...visibility(values),
        isMaster: values.isMaster,
        isAddonCharged: values.isAddonCharged,
        isNewClient: values.isNewClient,
        ...limits(values),
        requiredAmount: moneyOf(values.requiredAmount),
        ...highlight(values),
        ...dealFields(kind, values),
      };
  }
}

export type ParsedBody =
  | { ok: true; type: PromotionTypeName; input: PromotionInput }
  | { ok: false; issues: { path: PropertyKey[]; message: string }[] };

/** The body checked with the contract's schema of the kind's type, as the server checks it. */
export function parseWriteBody(kind: PerkKind, values: WizardValues): ParsedBody {
  const type = promotionTypeOf(kind);
  const parsed = promotionInputSchemaFor(type).safeParse(toWriteBody(kind, values));
  if (parsed.success) return { ok: true, type, input: parsed.data };
  return { ok: false, issues: parsed.error.issues };
}
