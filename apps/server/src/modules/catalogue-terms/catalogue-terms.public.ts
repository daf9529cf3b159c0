// What other modules may use of catalogue-terms besides its service: queries they run in their own transactions.
export { listTerms } from './catalogue-terms.repository';
