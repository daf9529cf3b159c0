// What other modules may use of orders besides its service: queries they run in their own transactions.
export {
  findOrder,
  type InstantRange,
  merchantHasPaidOrders,
  type OrderRow,
  storeHasPaidOrders,
} from './orders.repository';
