// The stores query is shared with the catalogue's store filter and picker (lib/stores-query.ts).
export { listStores, storesQuery, useStores } from '../../../lib/stores-query';
