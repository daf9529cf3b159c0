// What other modules may use of promotions besides its service: queries they run in their own transactions.
export {
  findPromotionRow,
  invalidatePromotionsUsing,
  merchantPromotions,
  promotionsUsingProduct,
} from './promotions.repository';
