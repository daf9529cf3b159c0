import type { ServiceFeeTerms } from '@perkdesk/domain';
import type { StoreCatalogue } from '../store-detail/store-detail.public';
import { cutStoreMenu } from '../store-detail/store-menu';
import type { StoreRow } from '../stores/stores.public';
import type { MenuContext } from './pricing-context';

/** The store detail's cut (contract §4, §5) of a store's catalogue at an instant, indexed by id. */
export function menuContextOf(
  catalogue: StoreCatalogue,
  options: { store: StoreRow; instant: Date; serviceFee: ServiceFeeTerms },
): MenuContext {
  const { store, instant } = options;
  const menu = cutStoreMenu(catalogue, store, instant);
  return {
    store,
    instant,
    menu,
    products: new Map(menu.products.map((product) => [product.id, product])),
    addons: new Map(menu.addons.map((addon) => [addon.id, addon])),
    addonGroups: new Map(menu.addonGroups.map((group) => [group.id, group])),
    rows: new Map(catalogue.items.map((row) => [row.id, row])),
    serviceFee: options.serviceFee,
  };
}
