// What other modules may use of payments besides its service: queries they run in their own transactions.
export { findPaymentAccount, type PaymentAccountRow, savePaymentAccount } from './payments.repository';
