import {
  type Icon,
  IconBox,
  IconBuildingStore,
  IconCalendarEvent,
  IconCategory,
  IconChartBar,
  IconCoins,
  IconCreditCard,
  IconGift,
  IconHeartHandshake,
  IconHistory,
  IconLayersSubtract,
  IconLayoutDashboard,
  IconLifebuoy,
  IconMapPin,
  IconNews,
  IconPackage,
  IconPuzzle,
  IconReceipt,
  IconReportAnalytics,
  IconRobot,
  IconRosetteDiscount,
  IconSettings,
  IconShare,
  IconSparkles,
  IconSpeakerphone,
  IconStack2,
  IconTicket,
} from '@tabler/icons-react';
import { paths } from '../../../config/routes';
import type { MenuGroupKey, MenuItemKey } from '../menu-keys';

export interface MenuItem {
  key: MenuItemKey;
  to: string;
  icon: Icon;
  /** Other path prefixes that count as this item (a store's pages belong to business location). */
  alsoActiveUnder?: string[];
}

export interface MenuGroup {
  key: MenuGroupKey;
  icon: Icon;
  /** The area's path; a group with a single item (Support) renders as a plain link. */
  base: string;
  items: MenuItem[];
}

/** The side menu of spec 1 §2, in its order. */
export const MENU: MenuGroup[] = [
  {
    key: 'dashboards',
    icon: IconLayoutDashboard,
    base: paths.dashboards.root,
    items: [
      { key: 'merchantDashboard', to: paths.dashboards.merchant, icon: IconBuildingStore },
      { key: 'salesDashboard', to: paths.dashboards.sales, icon: IconChartBar },
    ],
  },
  {
    key: 'setup',
    icon: IconSettings,
    base: paths.setup.root,
    items: [
      { key: 'businessType', to: paths.setup.businessType, icon: IconCategory },
      {
        key: 'businessLocation',
        to: paths.setup.businessLocation,
        icon: IconMapPin,
        alsoActiveUnder: [`${paths.setup.root}/stores`],
      },
      { key: 'globalPoints', to: paths.setup.globalPoints, icon: IconCoins },
      { key: 'payment', to: paths.setup.payment, icon: IconCreditCard },
      { key: 'socialMediaAccounts', to: paths.setup.socialMediaAccounts, icon: IconShare },
      { key: 'subscriptions', to: paths.setup.subscriptions, icon: IconReceipt },
    ],
  },
  {
    key: 'products',
    icon: IconPackage,
    base: paths.products.root,
    items: [
      { key: 'productGroups', to: paths.products.productGroups, icon: IconStack2 },
      { key: 'products', to: paths.products.products, icon: IconBox },
      { key: 'addonGroups', to: paths.products.addonGroups, icon: IconLayersSubtract },
      { key: 'addons', to: paths.products.addons, icon: IconPuzzle },
    ],
  },
  {
    key: 'promotions',
    icon: IconRosetteDiscount,
    base: paths.promotions.root,
    items: [
      { key: 'promotionsMain', to: paths.promotions.main, icon: IconTicket },
      { key: 'newPerk', to: paths.promotions.newPerk, icon: IconSparkles },
      { key: 'rewards', to: paths.promotions.rewards, icon: IconGift },
    ],
  },
  {
    key: 'socialMediaPosting',
    icon: IconSpeakerphone,
    base: paths.social.root,
    items: [
      { key: 'yourPosts', to: paths.social.yourPosts, icon: IconNews },
      { key: 'aiPostGenerator', to: paths.social.aiPostGenerator, icon: IconRobot },
      { key: 'engagement', to: paths.social.engagement, icon: IconHeartHandshake },
      { key: 'schedule', to: paths.social.schedule, icon: IconCalendarEvent },
    ],
  },
  {
    key: 'report',
    icon: IconReportAnalytics,
    base: paths.report.root,
    items: [{ key: 'orderHistory', to: paths.report.orderHistory, icon: IconHistory }],
  },
  {
    key: 'support',
    icon: IconLifebuoy,
    base: paths.support.root,
    items: [{ key: 'support', to: paths.support.main, icon: IconLifebuoy }],
  },
];

export function isItemActive(item: MenuItem, pathname: string): boolean {
  return [item.to, ...(item.alsoActiveUnder ?? [])].some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

export function isGroupActive(group: MenuGroup, pathname: string): boolean {
  return pathname === group.base || pathname.startsWith(`${group.base}/`);
}
