// What other modules may use of catalogue besides its service: queries they run in their own transactions.
export {
  catalogueVersion,
  type GroupRow,
  type ItemRow,
  listItems,
  listItemsByIds,
  updateItems,
} from './catalogue.repository';
