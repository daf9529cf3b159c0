// What other modules may use of catalogue besides its service: queries they run in their own transactions.
export type { GroupRow } from './groups.repository';
export { type ItemRow, listItemsByIds } from './items.repository';
export { removeCategoryFromProducts } from './product-categories';
