// What other modules may use of taxes besides its service: queries they run in their own transactions.
export { findTaxConfigs } from './taxes.repository';
