import type { SetupState } from '@perkdesk/contracts';
import type { LockReason, MenuItemKey } from './menu-keys';

export type MenuLocks = Partial<Record<MenuItemKey, LockReason>>;

/**
 * Which side-menu items are locked, and why (spec 1 §4 Side menu gating, §8 messages).
 *
 * Message choice where the spec gives two texts for "needs a store": the catalogue items live
 * under Products, away from where the fix is, so they say "…in the Setup menu"; order history
 * keeps the short text. While the setup state is unknown (loading or failed) only the permanent
 * Support lock applies: the server guards every screen anyway, and a menu that locks everything
 * on a slow network would be worse than one that briefly locks nothing.
 */
export function menuLocks(state: SetupState | undefined): MenuLocks {
  const locks: MenuLocks = { support: 'supportUnavailable' };
  if (!state) return locks;

  if (!state.hasBusinessType || !state.hasBusinessProfile) locks.businessLocation = 'needTypeAndProfile';
  if (state.storeCount < 1) {
    locks.products = 'needLocationInSetup';
    locks.productGroups = 'needLocationInSetup';
    locks.addonGroups = 'needLocationInSetup';
    locks.orderHistory = 'needLocation';
  }
  if (state.addonGroupCount < 1) locks.addons = 'needAddonGroups';
  if (state.productCount < 1) {
    locks.promotionsMain = 'needProducts';
    locks.newPerk = 'needProducts';
    locks.rewards = 'needProducts';
  }
  return locks;
}
