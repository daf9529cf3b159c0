// What other modules may use of cart besides its service: queries they run in their own transactions.
export { type CartRow, findCart, lockCart } from './cart.repository';
export { promotionHistory } from './promotion-history.repository';
