// What other modules may use of promotions besides its service: queries they run in their own transactions.
export { merchantPromotions } from './merchant-promotions';
export { invalidatePromotionsUsing, promotionsUsingProduct } from './product-references.repository';
export { findPromotionRow } from './promotions.repository';
