// What other modules may use of stores besides its service: queries they run in their own transactions.
export {
  countStores,
  findStore,
  findStoreById,
  insertStore,
  listStoreIds,
  listStores,
  lockStore,
  type StoreRow,
} from './stores.repository';
