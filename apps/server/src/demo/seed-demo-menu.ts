import {
  addonGroupInputSchema,
  addonInputSchema,
  productGroupInputSchema,
  productInputSchema,
} from '@perkdesk/contracts';
import { checkForcedLimits, toCents } from '@perkdesk/domain';
import type { Executor } from '../db/client';
import {
  catalogueGroupMembers,
  catalogueGroups,
  catalogueItems,
  catalogueTerms,
  type ItemWindow,
  productAddonGroups,
} from '../db/schema/index';
import { newId } from '../lib/ids';
import type { DemoImage, DemoMotif } from './demo-images';

// The demo café's menu: six ranked product groups of a café and bakery, four add-on groups, all
// ACTIVE in both demo stores. Breakfast is served 07:00–11:00 store time; loaves of bread are
// zero-rated (basic groceries), every other item uses its store's taxes.

type AddonGroupKey = 'milk' | 'shots' | 'syrups' | 'extras';

interface MenuItem {
  name: string;
  description: string;
  price: number;
  unit: string;
  category: string;
  attributes?: Record<string, string>;
  addonGroups?: AddonGroupKey[];
  motif: DemoMotif;
  taxExempt?: boolean;
}

interface MenuGroup {
  name: string;
  description: string;
  motif: DemoMotif;
  palette: readonly [string, string, string];
  breakfast?: boolean;
  items: MenuItem[];
}

const COFFEE = ['milk', 'shots', 'syrups'] as const satisfies AddonGroupKey[];
const TEA_LATTE = ['milk', 'syrups'] as const satisfies AddonGroupKey[];

/** In rank order. */
const GROUPS: MenuGroup[] = [
  {
    name: 'Breakfast',
    description: 'Served from 7 to 11 every morning.',
    motif: 'sandwich',
    palette: ['#f9a825', '#ffcc80', '#8d6e63'],
    breakfast: true,
    items: [
      {
        name: 'Breakfast sandwich',
        description: 'Free-range egg, aged cheddar and smoked bacon on a toasted English muffin.',
        price: 7.95,
        unit: 'ea',
        category: 'Sandwiches',
        attributes: { Allergens: 'Egg, milk, wheat' },
        addonGroups: ['extras'],
        motif: 'sandwich',
      },
      {
        name: 'Avocado toast',
        description: 'Smashed avocado, chili flakes and lemon on grilled sourdough.',
        price: 9.5,
        unit: 'ea',
        category: 'Sandwiches',
        attributes: { Dietary: 'Vegan' },
        addonGroups: ['extras'],
        motif: 'loaf',
      },
      {
        name: 'Yogurt parfait',
        description: 'Greek yogurt layered with house granola and seasonal berries.',
        price: 6.5,
        unit: 'cup',
        category: 'Salads',
        attributes: { Dietary: 'Vegetarian' },
        motif: 'bowl',
      },
      {
        name: 'Steel-cut oatmeal',
        description: 'Slow-cooked oats with maple syrup, toasted pecans and sliced banana.',
        price: 5.95,
        unit: 'bowl',
        category: 'Salads',
        attributes: { Dietary: 'Vegan' },
        motif: 'bowl',
      },
    ],
  },
  {
    name: 'Espresso bar',
    description: 'Single-origin espresso, roasted in small batches every week.',
    motif: 'cup',
    palette: ['#4e342e', '#8d6e63', '#d7a86e'],
    items: [
      {
        name: 'Espresso',
        description: 'A double shot of our house espresso.',
        price: 3.25,
        unit: 'cup',
        category: 'Coffee',
        attributes: { Size: '2 oz' },
        addonGroups: ['shots'],
        motif: 'cup',
      },
      {
        name: 'Americano',
        description: 'Espresso topped with hot water for a long, smooth cup.',
        price: 3.75,
        unit: 'cup',
        category: 'Coffee',
        attributes: { Size: '12 oz' },
        addonGroups: ['shots', 'syrups'],
        motif: 'cup',
      },
      {
        name: 'Cappuccino',
        description: 'Espresso with equal parts steamed milk and thick foam.',
        price: 4.75,
        unit: 'cup',
        category: 'Coffee',
        attributes: { Size: '8 oz' },
        addonGroups: [...COFFEE],
        motif: 'cup',
      },
      {
        name: 'Caffè latte',
        description: 'Espresso and silky steamed milk with a thin layer of foam.',
        price: 5.25,
        unit: 'cup',
        category: 'Coffee',
        attributes: { Size: '12 oz' },
        addonGroups: [...COFFEE],
        motif: 'cup',
      },
      {
        name: 'Flat white',
        description: 'A double ristretto with velvety microfoam.',
        price: 5,
        unit: 'cup',
        category: 'Coffee',
        attributes: { Size: '8 oz' },
        addonGroups: [...COFFEE],
        motif: 'cup',
      },
      {
        name: 'Cortado',
        description: 'Espresso cut with a splash of warm milk.',
        price: 4.25,
        unit: 'cup',
        category: 'Coffee',
        attributes: { Size: '4 oz' },
        addonGroups: [...COFFEE],
        motif: 'cup',
      },
      {
        name: 'Mocha',
        description: 'Espresso, dark chocolate and steamed milk.',
        price: 5.75,
        unit: 'cup',
        category: 'Coffee',
        attributes: { Size: '12 oz' },
        addonGroups: [...COFFEE],
        motif: 'cup',
      },
      {
        name: 'Caramel macchiato',
        description: 'Vanilla, steamed milk and espresso under a caramel drizzle.',
        price: 5.95,
        unit: 'cup',
        category: 'Coffee',
        attributes: { Size: '12 oz' },
        addonGroups: [...COFFEE],
        motif: 'cup',
      },
      {
        name: 'Drip coffee',
        description: 'Our rotating filter coffee, brewed fresh every hour.',
        price: 2.95,
        unit: 'cup',
        category: 'Coffee',
        attributes: { Size: '12 oz' },
        addonGroups: ['syrups'],
        motif: 'cup',
      },
    ],
  },
  {
    name: 'Teas and cold drinks',
    description: 'Loose-leaf teas, tea lattes, cold brew and fresh juice.',
    motif: 'glass',
    palette: ['#2e7d32', '#81c784', '#c5e1a5'],
    items: [
      {
        name: 'English breakfast tea',
        description: 'A brisk blend of Assam and Ceylon black teas.',
        price: 3.25,
        unit: 'cup',
        category: 'Tea',
        attributes: { Caffeine: 'High' },
        motif: 'tea',
      },
      {
        name: 'Earl Grey',
        description: 'Black tea scented with bergamot.',
        price: 3.25,
        unit: 'cup',
        category: 'Tea',
        attributes: { Caffeine: 'High' },
        motif: 'tea',
      },
      {
        name: 'Jasmine green tea',
        description: 'Green tea layered with fresh jasmine blossoms.',
        price: 3.5,
        unit: 'cup',
        category: 'Tea',
        attributes: { Caffeine: 'Medium' },
        motif: 'tea',
      },
      {
        name: 'Chai latte',
        description: 'House-spiced black tea concentrate with steamed milk.',
        price: 5.25,
        unit: 'cup',
        category: 'Tea',
        addonGroups: [...TEA_LATTE],
        motif: 'tea',
      },
      {
        name: 'Matcha latte',
        description: 'Ceremonial-grade matcha whisked with steamed milk.',
        price: 5.75,
        unit: 'cup',
        category: 'Tea',
        addonGroups: [...TEA_LATTE],
        motif: 'tea',
      },
      {
        name: 'London fog',
        description: 'Earl Grey, vanilla and steamed milk.',
        price: 5.25,
        unit: 'cup',
        category: 'Tea',
        addonGroups: [...TEA_LATTE],
        motif: 'tea',
      },
      {
        name: 'Iced latte',
        description: 'Espresso and cold milk over ice.',
        price: 5.5,
        unit: 'cup',
        category: 'Cold drinks',
        attributes: { Size: '16 oz' },
        addonGroups: [...COFFEE],
        motif: 'glass',
      },
      {
        name: 'Cold brew',
        description: 'Steeped for 18 hours, smooth and chocolatey.',
        price: 4.95,
        unit: 'cup',
        category: 'Cold drinks',
        attributes: { Size: '16 oz' },
        addonGroups: ['syrups'],
        motif: 'glass',
      },
      {
        name: 'Fresh orange juice',
        description: 'Squeezed to order from Valencia oranges.',
        price: 5.5,
        unit: 'bottle',
        category: 'Cold drinks',
        attributes: { Size: '350 ml' },
        motif: 'glass',
      },
      {
        name: 'Sparkling lemonade',
        description: 'Lemon, a little cane sugar and sparkling water.',
        price: 4.25,
        unit: 'bottle',
        category: 'Cold drinks',
        motif: 'glass',
      },
      {
        name: 'Iced hibiscus tea',
        description: 'Tart hibiscus and rosehip, lightly sweetened.',
        price: 4.25,
        unit: 'cup',
        category: 'Cold drinks',
        attributes: { Caffeine: 'None' },
        motif: 'glass',
      },
    ],
  },
  {
    name: 'Bakery',
    description: 'Pastries and bread baked in house every morning.',
    motif: 'croissant',
    palette: ['#bf7a30', '#f3c98b', '#e0a050'],
    items: [
      {
        name: 'Butter croissant',
        description: 'Laminated by hand with cultured butter.',
        price: 3.75,
        unit: 'ea',
        category: 'Pastries',
        attributes: { Allergens: 'Milk, wheat' },
        motif: 'croissant',
      },
      {
        name: 'Almond croissant',
        description: 'Twice-baked with almond cream and toasted flakes.',
        price: 4.75,
        unit: 'ea',
        category: 'Pastries',
        attributes: { Allergens: 'Nuts, milk, wheat' },
        motif: 'croissant',
      },
      {
        name: 'Pain au chocolat',
        description: 'Buttery pastry around two bars of dark chocolate.',
        price: 4.25,
        unit: 'ea',
        category: 'Pastries',
        motif: 'croissant',
      },
      {
        name: 'Cinnamon bun',
        description: 'Soft brioche swirled with cinnamon sugar, cream-cheese glaze.',
        price: 4.5,
        unit: 'ea',
        category: 'Pastries',
        motif: 'cookie',
      },
      {
        name: 'Blueberry muffin',
        description: 'Wild blueberries and a crunchy lemon-sugar top.',
        price: 3.95,
        unit: 'ea',
        category: 'Pastries',
        motif: 'cake',
      },
      {
        name: 'Country sourdough loaf',
        description: 'Naturally leavened for 36 hours, with a dark crackling crust.',
        price: 8.5,
        unit: 'loaf',
        category: 'Breads',
        attributes: { Weight: '900 g' },
        motif: 'loaf',
        taxExempt: true,
      },
      {
        name: 'Whole wheat loaf',
        description: 'Stone-ground whole wheat with honey and oats.',
        price: 7.5,
        unit: 'loaf',
        category: 'Breads',
        attributes: { Weight: '750 g' },
        motif: 'loaf',
        taxExempt: true,
      },
      {
        name: 'Baguette',
        description: 'A classic French baguette, baked three times a day.',
        price: 4,
        unit: 'ea',
        category: 'Breads',
        attributes: { Weight: '250 g' },
        motif: 'loaf',
        taxExempt: true,
      },
    ],
  },
  {
    name: 'Lunch',
    description: 'Sandwiches and salads made fresh from 11.',
    motif: 'bowl',
    palette: ['#558b2f', '#aed581', '#f5e6c8'],
    items: [
      {
        name: 'Turkey and brie baguette',
        description: 'Roast turkey, brie, cranberry relish and arugula.',
        price: 11.5,
        unit: 'ea',
        category: 'Sandwiches',
        addonGroups: ['extras'],
        motif: 'sandwich',
      },
      {
        name: 'Grilled vegetable panini',
        description: 'Zucchini, roasted peppers, pesto and mozzarella, pressed hot.',
        price: 10.95,
        unit: 'ea',
        category: 'Sandwiches',
        attributes: { Dietary: 'Vegetarian' },
        addonGroups: ['extras'],
        motif: 'sandwich',
      },
      {
        name: 'Croque-monsieur',
        description: 'Ham, gruyère and béchamel on toasted country bread.',
        price: 11.95,
        unit: 'ea',
        category: 'Sandwiches',
        addonGroups: ['extras'],
        motif: 'sandwich',
      },
      {
        name: 'Chicken pesto focaccia',
        description: 'Grilled chicken, basil pesto, tomato and provolone.',
        price: 12.5,
        unit: 'ea',
        category: 'Sandwiches',
        addonGroups: ['extras'],
        motif: 'sandwich',
      },
      {
        name: 'Kale Caesar',
        description: 'Kale and romaine, parmesan, garlic croutons, lemony dressing.',
        price: 11.5,
        unit: 'bowl',
        category: 'Salads',
        motif: 'bowl',
      },
      {
        name: 'Quinoa power bowl',
        description: 'Quinoa, roasted squash, chickpeas, greens and tahini.',
        price: 12.95,
        unit: 'bowl',
        category: 'Salads',
        attributes: { Dietary: 'Vegan' },
        motif: 'bowl',
      },
      {
        name: 'Greek salad',
        description: 'Tomato, cucumber, olives, red onion and feta.',
        price: 10.5,
        unit: 'bowl',
        category: 'Salads',
        attributes: { Dietary: 'Vegetarian' },
        motif: 'bowl',
      },
    ],
  },
  {
    name: 'Sweets',
    description: 'Cookies, tarts and cakes for the afternoon.',
    motif: 'cake',
    palette: ['#ad1457', '#f48fb1', '#fce4ec'],
    items: [
      {
        name: 'Chocolate chip cookie',
        description: 'Brown butter dough, dark chocolate chunks, flaky salt.',
        price: 2.75,
        unit: 'ea',
        category: 'Desserts',
        motif: 'cookie',
      },
      {
        name: 'Lemon tart',
        description: 'Sharp lemon curd in a sweet butter crust.',
        price: 5.25,
        unit: 'ea',
        category: 'Desserts',
        motif: 'cake',
      },
      {
        name: 'Carrot cake',
        description: 'Spiced carrot cake with cream-cheese frosting.',
        price: 6.25,
        unit: 'slice',
        category: 'Desserts',
        motif: 'cake',
      },
      {
        name: 'Salted caramel brownie',
        description: 'Fudgy dark chocolate brownie swirled with salted caramel.',
        price: 4.25,
        unit: 'ea',
        category: 'Desserts',
        motif: 'cake',
      },
    ],
  },
];

const ADDON_GROUPS: Record<
  AddonGroupKey,
  {
    name: string;
    description: string;
    forcedMin: number;
    forcedMax: number;
    isSameAddonAllowed: boolean;
    addons: { name: string; price: number }[];
  }
> = {
  milk: {
    name: 'Milk choice',
    description: 'Choose one milk.',
    forcedMin: 1,
    forcedMax: 1,
    isSameAddonAllowed: false,
    addons: [
      { name: 'Whole milk', price: 0 },
      { name: '2% milk', price: 0 },
      { name: 'Oat milk', price: 0.7 },
      { name: 'Almond milk', price: 0.7 },
      { name: 'Soy milk', price: 0.6 },
      { name: 'Lactose-free milk', price: 0.5 },
    ],
  },
  shots: {
    name: 'Extra shots',
    description: 'Up to three more shots.',
    forcedMin: 0,
    forcedMax: 3,
    isSameAddonAllowed: true,
    addons: [
      { name: 'Extra espresso shot', price: 1 },
      { name: 'Decaf shot', price: 1 },
    ],
  },
  syrups: {
    name: 'Syrups',
    description: 'House-made syrups.',
    forcedMin: 0,
    forcedMax: 0,
    isSameAddonAllowed: true,
    addons: [
      { name: 'Vanilla syrup', price: 0.75 },
      { name: 'Caramel syrup', price: 0.75 },
      { name: 'Hazelnut syrup', price: 0.75 },
      { name: 'Sugar-free vanilla', price: 0.75 },
    ],
  },
  extras: {
    name: 'Sandwich extras',
    description: 'Make it your own.',
    forcedMin: 0,
    forcedMax: 0,
    isSameAddonAllowed: false,
    addons: [
      { name: 'Extra cheese', price: 1.25 },
      { name: 'Avocado', price: 2 },
      { name: 'Bacon', price: 2.5 },
      { name: 'Gluten-free bread', price: 1.5 },
    ],
  },
};

const CATEGORIES = ['Coffee', 'Tea', 'Cold drinks', 'Pastries', 'Breads', 'Sandwiches', 'Salads', 'Desserts'];
const UNITS = ['ea', 'cup', 'bowl', 'loaf', 'slice', 'bottle'];
const ATTRIBUTES = ['Size', 'Caffeine', 'Dietary', 'Allergens', 'Weight'];

const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
const BREAKFAST_HOURS: ItemWindow[] = DAYS.map((day) => ({ day, fromTime: '07:00', toTime: '11:00' }));

const slugOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** A picture per product and per product group. */
export const DEMO_MENU_IMAGES: DemoImage[] = GROUPS.flatMap((group) => [
  { slug: `group-${slugOf(group.name)}`, title: group.name, motif: group.motif, palette: group.palette },
  ...group.items.map((item) => ({
    slug: slugOf(item.name),
    title: item.name,
    motif: item.motif,
    palette: group.palette,
  })),
]);

export const DEMO_MENU_SIZE = {
  products: GROUPS.reduce((sum, group) => sum + group.items.length, 0),
  productGroups: GROUPS.length,
  addonGroups: Object.keys(ADDON_GROUPS).length,
  addons: Object.values(ADDON_GROUPS).reduce((sum, group) => sum + group.addons.length, 0),
};

/**
 * Writes the menu for the merchant's stores: terms, add-on groups and add-ons, products, product
 * groups and memberships, a handful of multi-row inserts. Every item passes the contract's input
 * schema first, so the demo obeys the rules a client meets. `imageUrls` maps the slugs of
 * DEMO_MENU_IMAGES to stored pictures; without one an item simply has no image.
 */
export async function seedDemoMenu(
  tx: Executor,
  merchantId: string,
  storeIds: string[],
  now: Date,
  imageUrls: ReadonlyMap<string, string> = new Map(),
): Promise<void> {
  const imagesOf = (slug: string) => {
    const url = imageUrls.get(slug);
    return url ? [url] : [];
  };
  const stamp = { merchantId, createdAt: now, updatedAt: now };

  await tx.insert(catalogueTerms).values(
    (
      [
        ['CATEGORY', CATEGORIES],
        ['UNIT', UNITS],
        ['ATTRIBUTE', ATTRIBUTES],
      ] as const
    ).flatMap(([kind, names]) =>
      names.map((name) => ({
        id: newId(),
        ...stamp,
        kind,
        name,
        nameKey: name.toLowerCase(),
        businessType: kind === 'CATEGORY' ? 'Food/Beverage' : null,
      })),
    ),
  );

  // Add-on groups, then their add-ons (every add-on needs a group).
  const addonGroupIds = new Map<AddonGroupKey, string>();
  const groupRows: (typeof catalogueGroups.$inferInsert)[] = [];
  const itemRows: (typeof catalogueItems.$inferInsert)[] = [];
  const members: { groupId: string; itemId: string; merchantId: string }[] = [];
  for (const [key, group] of Object.entries(ADDON_GROUPS) as [
    AddonGroupKey,
    (typeof ADDON_GROUPS)['milk'],
  ][]) {
    const input = addonGroupInputSchema.parse(group);
    if (checkForcedLimits(group.forcedMin, group.forcedMax)) throw new Error(`demo add-on group ${key}`);
    const id = newId();
    addonGroupIds.set(key, id);
    groupRows.push({
      id,
      ...stamp,
      kind: 'ADDON',
      name: input.name,
      description: input.description ?? null,
      forcedMin: group.forcedMin,
      forcedMax: group.forcedMax,
      isSameAddonAllowed: group.isSameAddonAllowed,
    });
    for (const addon of group.addons) {
      const parsed = addonInputSchema.parse({ ...addon, stores: storeIds, groups: [id], status: 'ACTIVE' });
      const itemId = newId();
      itemRows.push({
        id: itemId,
        ...stamp,
        kind: 'ADDON',
        name: parsed.name,
        priceCents: toCents(parsed.price),
        storeIds,
        status: 'ACTIVE',
      });
      members.push({ groupId: id, itemId, merchantId });
    }
  }

  const productGroupRows: { groupId: string; itemId: string; merchantId: string }[] = [];
  const addonLinks: { productId: string; addonGroupId: string; merchantId: string }[] = [];
  for (const [index, group] of GROUPS.entries()) {
    const groupId = newId();
    const input = productGroupInputSchema.parse({ name: group.name, description: group.description });
    groupRows.push({
      id: groupId,
      ...stamp,
      kind: 'PRODUCT',
      name: input.name,
      description: input.description ?? null,
      images: imagesOf(`group-${slugOf(group.name)}`),
      rank: index + 1,
    });
    for (const item of group.items) {
      const parsed = productInputSchema.parse({
        name: item.name,
        description: item.description,
        price: item.price,
        unit: item.unit,
        attributes: item.attributes ?? {},
        stores: storeIds,
        categories: [item.category],
        productTaxConfigs: item.taxExempt
          ? storeIds.map((storeId) => ({ storeId, isDefaultStoreTax: false, taxConfigIds: [] }))
          : [],
        availableTime: group.breakfast ? BREAKFAST_HOURS : [],
        status: 'ACTIVE',
      });
      const productId = newId();
      itemRows.push({
        id: productId,
        ...stamp,
        kind: 'PRODUCT',
        name: parsed.name,
        description: parsed.description ?? null,
        priceCents: toCents(parsed.price),
        unit: parsed.unit,
        attributes: parsed.attributes ?? {},
        storeIds,
        taxConfigs: (parsed.productTaxConfigs ?? []).map((config) => ({ ...config })),
        categories: parsed.categories ?? [],
        images: imagesOf(slugOf(item.name)),
        availableTime: (parsed.availableTime ?? []) as ItemWindow[],
        status: 'ACTIVE',
      });
      productGroupRows.push({ groupId, itemId: productId, merchantId });
      for (const key of item.addonGroups ?? [])
        addonLinks.push({ productId, addonGroupId: addonGroupIds.get(key) as string, merchantId });
    }
  }

  await tx.insert(catalogueGroups).values(groupRows);
  await tx.insert(catalogueItems).values(itemRows);
  await tx.insert(catalogueGroupMembers).values([...members, ...productGroupRows]);
  await tx.insert(productAddonGroups).values(addonLinks);
}
