/** The side menu's groups and items (spec 1 §2 Side menu), without icons so pure code can use them. */
export const MENU_GROUP_KEYS = [
  'dashboards',
  'setup',
  'products',
  'promotions',
  'socialMediaPosting',
  'report',
  'support',
] as const;

export const MENU_ITEM_KEYS = [
  'merchantDashboard',
  'salesDashboard',
  'businessType',
  'businessLocation',
  'globalPoints',
  'payment',
  'socialMediaAccounts',
  'subscriptions',
  'productGroups',
  'products',
  'addonGroups',
  'addons',
  'promotionsMain',
  'newPerk',
  'rewards',
  'yourPosts',
  'aiPostGenerator',
  'engagement',
  'schedule',
  'orderHistory',
  'support',
] as const;

export type MenuGroupKey = (typeof MENU_GROUP_KEYS)[number];
export type MenuItemKey = (typeof MENU_ITEM_KEYS)[number];

/** Keys of the lock messages of spec 1 §8, translated under shell:menu.locks. */
export type LockReason =
  | 'needTypeAndProfile'
  | 'needLocationInSetup'
  | 'needLocation'
  | 'needAddonGroups'
  | 'needProducts'
  | 'supportUnavailable';
