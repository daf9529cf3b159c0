import { dealSubtypeOf, type PromotionType } from '@perkdesk/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { catalogueItems, promotions } from '../db/schema/index';
import { newId } from '../lib/ids';

type Perk = Omit<
  typeof promotions.$inferInsert,
  'id' | 'merchantId' | 'dealType' | 'storeIds' | 'requiredProducts' | 'rewardProducts'
> & {
  type: PromotionType;
  /** Required products by name, in groups: `[['Latte', 'Cappuccino'], ['Butter croissant']]`. */
  required?: string[][];
  /** Reward products by name. */
  rewards?: string[];
};

/**
 * The demo café's perks: one of each type and the common deals — a BOGO, a hidden welcome coupon
 * for new clients, a free cookie over $25 (suggested from $20), a coffee-and-pastry combo, $5 off
 * $40, a punch card, a points perk and a reward item. Amounts in cents.
 */
const DEMO_PERKS: Perk[] = [
  {
    type: 'DEAL',
    name: 'Croissant BOGO',
    description: 'Buy a butter croissant, get the second one free.',
    required: [['Butter croissant']],
    rewards: ['Butter croissant'],
  },
  {
    type: 'DEAL',
    name: 'Welcome 15% off',
    description: 'Fifteen percent off your first order with the code WELCOME15.',
    discountPercent: 15,
    isPublicAvailable: false,
    couponCode: 'WELCOME15',
    couponKey: 'WELCOME15',
    isNewClient: true,
    maxRedeem: 1,
  },
  {
    type: 'DEAL',
    name: 'Free cookie over $25',
    description: 'A chocolate chip cookie on us with any order of $25 or more.',
    rewards: ['Chocolate chip cookie'],
    requiredAmountCents: 2500,
    highlightAmountCents: 2000,
  },
  {
    type: 'DEAL',
    name: 'Coffee & pastry combo',
    description: 'A milk coffee with a French pastry, $1.50 off.',
    required: [
      ['Caffè latte', 'Cappuccino', 'Flat white'],
      ['Butter croissant', 'Pain au chocolat', 'Almond croissant'],
    ],
    discountAmountCents: 150,
    highlightInProductList: [0],
  },
  {
    type: 'DEAL',
    name: '$5 off $40',
    description: 'Five dollars off any order of $40 or more.',
    discountAmountCents: 500,
    requiredAmountCents: 4000,
  },
  {
    type: 'PUNCH_CARD',
    name: 'Coffee card',
    description: 'Eight espresso drinks earn a free drip coffee.',
    required: [['Espresso', 'Americano', 'Cappuccino', 'Caffè latte', 'Flat white', 'Cortado', 'Mocha']],
    rewards: ['Drip coffee'],
    requiredPunches: 8,
    rewardItems: 1,
  },
  {
    type: 'POINT_PERK',
    name: 'Bakery points',
    description: '200 points with every loaf.',
    required: [['Country sourdough loaf', 'Whole wheat loaf', 'Baguette']],
    rewardPoints: 200,
  },
  {
    type: 'REWARD_ITEM',
    name: 'Free cinnamon bun',
    description: 'Trade 1,500 points for a cinnamon bun.',
    rewards: ['Cinnamon bun'],
    requiredPoints: 1500,
  },
];

/** Inserts the demo perks for every store, in the list's order (creation order). */
export async function seedDemoPromotions(tx: Executor, merchantId: string, storeIds: string[], now: Date) {
  const products = await tx
    .select({ id: catalogueItems.id, name: catalogueItems.name })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.merchantId, merchantId), eq(catalogueItems.kind, 'PRODUCT')));
  const idOf = new Map(products.map((product) => [product.name, product.id]));
  const productId = (name: string) => {
    const id = idOf.get(name);
    if (!id) throw new Error(`demo perk names an unknown product: ${name}`);
    return id;
  };
  const rows = DEMO_PERKS.map(({ required = [], rewards = [], ...perk }, index) => {
    const requiredProducts = required.flatMap((names, group) =>
      names.map((name) => ({
        id: productId(name),
        groupIndex: required.length > 1 ? group : null,
        quantity: null,
      })),
    );
    const rewardProducts = rewards.map((name) => ({ id: productId(name), quantity: null }));
    const dealType = dealSubtypeOf({
      type: perk.type,
      requiredProductList: requiredProducts,
      rewardProductList: rewardProducts,
      discountPercent: perk.discountPercent ?? null,
      discountAmountCents: perk.discountAmountCents ?? null,
      fixedAmountCents: perk.fixedAmountCents ?? null,
      requiredAmountCents: perk.requiredAmountCents ?? null,
    });
    if (!dealType) throw new Error(`demo perk is incomplete: ${perk.name}`);
    // One millisecond apart, so creation order is the list's.
    const createdAt = new Date(now.getTime() + index);
    return {
      ...perk,
      id: newId(createdAt.getTime()),
      merchantId,
      dealType,
      storeIds,
      requiredProducts,
      rewardProducts,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await tx.insert(promotions).values(rows);
}
