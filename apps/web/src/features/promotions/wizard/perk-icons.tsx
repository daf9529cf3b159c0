import {
  IconAward,
  IconBasketDiscount,
  IconCash,
  IconCoins,
  IconGift,
  IconPackage,
  IconPercentage,
  IconShoppingCartDiscount,
  IconSquarePlus,
  IconStack2,
  IconTicket,
} from '@tabler/icons-react';
import type { PerkKind } from '../perk-kinds';

/** One icon per kind, shared by the New perk tiles and the Rewards page. */
export const PERK_ICONS: Record<PerkKind, typeof IconTicket> = {
  'punch-card': IconTicket,
  'point-perk': IconCoins,
  'free-item': IconGift,
  'buy-one-get-one': IconSquarePlus,
  'discount-items': IconPercentage,
  'discount-cart-fixed': IconCash,
  'discount-cart-percent': IconShoppingCartDiscount,
  combo: IconStack2,
  bundle: IconPackage,
  'reward-item': IconAward,
};

export const DEAL_ICON = IconBasketDiscount;
