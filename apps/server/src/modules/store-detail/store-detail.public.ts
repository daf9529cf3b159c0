// What other modules may use of store-detail besides its service: queries they run in their own transactions.
export { findStoreWithVersion, loadStoreCatalogue, type StoreCatalogue } from './store-detail.repository';
