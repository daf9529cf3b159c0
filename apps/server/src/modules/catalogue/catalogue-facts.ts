import type { SetupContributor } from '../merchants/setup-state.service';
import { countLiveGroups } from './groups.repository';
import { countLiveItems } from './items.repository';

/** The setup facts the catalogue owns: non-deleted products and add-on groups. */
export const catalogueFacts: SetupContributor = async (db, merchantId) => ({
  productCount: await countLiveItems(db, merchantId, 'PRODUCT'),
  addonGroupCount: await countLiveGroups(db, merchantId, 'ADDON'),
});
