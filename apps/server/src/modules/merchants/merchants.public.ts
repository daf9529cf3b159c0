// What other modules may use of merchants besides its service: queries they run in their own transactions.
export { findMerchant, updateMerchant } from './merchants.repository';
