import { z } from 'zod';
import { idSchema, optionalText, pathIdSchema } from './common';
import { appliedTaxSchema } from './taxes';

// The customer cart (contract §8) and the priced line shape orders reuse (§9). Amounts are
// dollars with whole cents (contract §1 Money); `priceCart` and `cartAmountsInDollars` in
// @perkdesk/domain produce them.

export const CART_QUANTITY_MAX = 99;
export const INSTRUCTION_MAX = 255;

/** Texts of the cart (contract §8), verbatim where the contract gives them. */
export const CART_MESSAGES = {
  quantity: `Quantity must be 1 to ${CART_QUANTITY_MAX}.`,
  addonQuantity: `Add-on quantity must be 1 to ${CART_QUANTITY_MAX}.`,
  instruction: `Instruction must be at most ${INSTRUCTION_MAX} characters.`,
  storeUnknown: 'Merchant Store does not exist.',
  notAvailable: (product: string) => `${product} is not available.`,
  addonNotAllowed: (addon: string, product: string) => `${addon} cannot be added to ${product}.`,
  atLeast: (forcedMin: number, group: string) => `Select at least ${forcedMin} option(s) from ${group}.`,
  atMost: (forcedMax: number, group: string) => `Select at most ${forcedMax} option(s) from ${group}.`,
  onlyOnce: (addon: string) => `${addon} can only be selected once.`,
  COUPON_INVALID: 'This coupon code is not valid.',
  PROMOTION_NOT_APPLICABLE: 'This promotion is not applicable to your cart.',
  INSUFFICIENT_PUNCHES: (promotion: string) =>
    `You have insufficient punches to redeem promotion ${promotion}`,
  INSUFFICIENT_POINTS: (promotion: string) => `You have insufficient points to redeem promotion ${promotion}`,
  // Picks and redeem lines (contract §8 line validation gives the rules, not the texts): ours.
  notReward: (product: string, promotion: string) => `${product} is not a reward of ${promotion}.`,
  tooManyPicks: (available: number) => `You can choose at most ${available} item(s) for this promotion.`,
} as const;

const quantity = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(CART_QUANTITY_MAX, message);

/** An add-on chosen on a line: its quantity is per product unit; the group is optional. */
export const cartAddonInputSchema = z.object({
  productId: idSchema,
  quantity: quantity(CART_MESSAGES.addonQuantity),
  addonGroupId: z.preprocess((value) => (value === '' ? null : value), idSchema.nullish()),
});
export type CartItemAddonInput = z.infer<typeof cartAddonInputSchema>;

/** `{productId, quantity, instruction, addons}`: a line as the customer writes it. */
export const cartItemInputSchema = z.object({
  productId: idSchema,
  quantity: quantity(CART_MESSAGES.quantity),
  instruction: optionalText(z.string().max(INSTRUCTION_MAX, CART_MESSAGES.instruction)),
  addons: z
    .array(cartAddonInputSchema)
    .nullish()
    .transform((addons) => addons ?? []),
});
export type CartItemInput = z.infer<typeof cartItemInputSchema>;

/**
 * POST /api/user-cart/{storeId}/item, PUT …/item/{lineId} (replaces the line) and
 * POST …/item-to-be-applied/{promotionId} (a pick): `{item: {…}}`.
 */
export const cartLineBodySchema = z.object({ item: cartItemInputSchema });
export type CartLineBody = z.infer<typeof cartLineBodySchema>;
export const addCartLineBodySchema = cartLineBodySchema;
export const updateCartLineBodySchema = cartLineBodySchema;
export const cartPickBodySchema = cartLineBodySchema;

/** POST /api/user-cart/redeem: replaces that promotion's redeem lines. */
export const cartRedeemBodySchema = z.object({
  storeId: idSchema,
  promotionId: idSchema,
  redeemProductList: z.array(cartItemInputSchema),
});
export type CartRedeemBody = z.infer<typeof cartRedeemBodySchema>;

export const cartStoreParamsSchema = z.object({ storeId: pathIdSchema });
export const cartLineParamsSchema = z.object({ storeId: pathIdSchema, lineId: pathIdSchema });
export const cartCouponParamsSchema = z.object({ storeId: pathIdSchema, code: z.string().max(100) });
export const cartPromotionParamsSchema = z.object({ storeId: pathIdSchema, promotionId: pathIdSchema });

/** GET /api/user-cart/{storeId}/cart-item-count: a bare number, normal lines plus redeem lines. */
export const cartItemCountSchema = z.number().int().min(0);

/** An add-on entry of a priced line: `totalAmount = line.quantity × quantity × price`. */
export const cartLineAddonSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  addonGroupId: z.string().nullish(),
  price: z.number(),
  quantity: z.number().int(),
  totalAmount: z.number(),
  totalDiscountAmount: z.number(),
  appliedTaxes: z.array(appliedTaxSchema),
});
export type CartLineAddon = z.infer<typeof cartLineAddonSchema>;

/**
 * A priced line (contract §8): normal, pick (`isFreeItem`) or redeem (`isRedeem`). Its amounts
 * and `appliedTaxes` are the product's; each add-on carries its own.
 */
export const cartLineSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  image: z.string().nullable(),
  price: z.number(),
  quantity: z.number().int(),
  instruction: z.string().nullable(),
  totalAmount: z.number(),
  totalAddonAmount: z.number(),
  totalDiscountAmount: z.number(),
  appliedTaxes: z.array(appliedTaxSchema),
  addons: z.array(cartLineAddonSchema),
  isFreeItem: z.boolean(),
  isRedeem: z.boolean(),
  appliedPromotionId: z.string().nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** Promotion types as carts and orders show them: `PUNCH_CARD_REDEEM` appears only there (contract §1 Enums). */
export const APPLIED_PROMOTION_TYPES = [
  'DEAL',
  'PUNCH_CARD',
  'POINT_PERK',
  'REWARD_ITEM',
  'PUNCH_CARD_REDEEM',
] as const;
export const APPLIED_DEAL_TYPES = [
  'DEAL_FREE_ITEM',
  'DEAL_BUY_ONE_GET_ONE',
  'DEAL_DISCOUNT_ITEMS_P',
  'DEAL_DISCOUNT_CART_F',
  'DEAL_DISCOUNT_CART_P',
  'DEAL_MULTI_COMBO',
  'DEAL_MULTI_BUNDLE',
  'DEAL_UNKNOWN',
] as const;

const promotionProduct = z.object({
  id: z.string(),
  name: z.string().nullish(),
  quantity: z.number().int().nullish(),
  groupIndex: z.number().int().nullish(),
  price: z.number().nullish(),
  status: z.string().nullish(),
});

/**
 * An entry of `appliedPromotion` (contract §8 AppliedPromotion), also used for the suggested and
 * pickable promotions and for an order's `promotions`. Terms and loyalty figures that do not
 * concern a promotion's type are null. `conditions` are texts such as "Add $12.50 more"; the
 * contract does not say whether one or a list, so both are accepted.
 */
export const appliedPromotionSchema = z.object({
  id: z.string(),
  type: z.enum(APPLIED_PROMOTION_TYPES),
  dealType: z.enum(APPLIED_DEAL_TYPES).nullable(),
  name: z.string(),
  isMaster: z.boolean(),
  isAddonCharged: z.boolean(),
  isNewClient: z.boolean(),
  isCoupon: z.boolean(),
  isRedeem: z.boolean(),
  isDiscountNotApplicable: z.boolean(),
  isAddonsPresentToDiscount: z.boolean(),
  timesApplied: z.number().int(),
  totalDiscountAmount: z.number(),
  addonDiscountAmount: z.number(),
  appliedProductList: z.array(z.object({ id: z.string(), name: z.string(), quantity: z.number().int() })),
  requiredProductList: z.array(promotionProduct),
  rewardProductList: z.array(promotionProduct),
  requiredAmount: z.number().nullable(),
  discountPercent: z.number().nullable(),
  discountAmount: z.number().nullable(),
  fixedAmount: z.number().nullable(),
  rewardPunches: z.number().int().nullable(),
  rewardPoints: z.number().int().nullable(),
  requiredPunches: z.number().int().nullable(),
  requiredPoints: z.number().int().nullable(),
  usedPunches: z.number().int().nullable(),
  usedPoints: z.number().int().nullable(),
  conditions: z.union([z.string(), z.array(z.string())]).nullish(),
});
export type AppliedPromotion = z.infer<typeof appliedPromotionSchema>;

/**
 * The cart (contract §8). It carries no delivery and no global points. `toBeAppliedItems`
 * indexes the pick lines of `items` by promotion id; `couponPromotion` is `{"<CODE>": Promotion}`
 * (the §6 promotion, passed through whole; {} without a coupon).
 */
export const cartSchema = z.object({
  storeId: z.string(),
  isCartEmpty: z.boolean(),
  cartItemCount: z.number().int(),
  items: z.array(cartLineSchema),
  toBeAppliedItems: z.record(z.string(), cartLineSchema),
  appliedPromotion: z.array(appliedPromotionSchema),
  suggestedPromotion: z.array(appliedPromotionSchema),
  toBeAppliedPromotion: z.array(appliedPromotionSchema),
  couponPromotion: z.record(z.string(), z.looseObject({ id: z.string() })),
  subAmountProducts: z.number(),
  subAmount: z.number(),
  discountAmount: z.number(),
  appliedTaxes: z.array(appliedTaxSchema),
  taxAmount: z.number(),
  serviceFee: z.number(),
  totalAmount: z.number(),
  earnedGlobalPoints: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;
