// The read-only loyalty balances the cart needs to check a redemption (contract §8 redeem:
// INSUFFICIENT_PUNCHES / INSUFFICIENT_POINTS). The loyalty module owns the ledgers and implements
// this port; the cart only asks how much a customer holds before it stores redeem lines.
export interface LoyaltyBalances {
  /** Punches the customer holds on each of these punch-card promotions (absent = 0). */
  punches(customerId: string, promotionIds: readonly string[]): Promise<Map<string, number>>;
  /** The customer's points at this merchant (point perks and merchant points). */
  merchantPoints(customerId: string, merchantId: string): Promise<number>;
}
