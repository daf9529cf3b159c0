import type { DeliveryPriceRequest, DeliveryQuote } from '@perkdesk/contracts';
import { applyTaxes, fromCents, selectDeliveryRule, toCents } from '@perkdesk/domain';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { PaymentAccountCheck } from '../../lib/payment-account-check';
import type { StoreRow } from '../stores/stores.public';
import { findStore, findStoreById } from '../stores/stores.public';
import { findTaxConfigs } from '../taxes/taxes.public';
import { termsOf } from './delivery-rule-mapper';
import { listLiveRules } from './delivery-rules.repository';

/** Who asks for a quote: a customer, or the merchant for one of its own stores. */
export type QuoteCaller = { role: 'USER' } | { role: 'MERCHANT'; merchantId: string };

/** The price of a delivery (contract §4 Selection and DeliveryQuote). */
export function createDeliveryQuoteService(deps: { db: Db; hasPaymentAccount: PaymentAccountCheck }) {
  const { db, hasPaymentAccount } = deps;

  /**
   * Customers quote only stores they can see: ACTIVE, with the merchant's payment account
   * connected. Merchants may always quote their own stores.
   */
  const storeFor = async (caller: QuoteCaller, storeId: string): Promise<StoreRow> => {
    if (caller.role === 'MERCHANT') {
      const own = await findStore(db, caller.merchantId, storeId);
      if (!own) throw notFound();
      return own;
    }
    const store = await findStoreById(db, storeId);
    if (!store || store.status === 'DELETED') throw notFound();
    if (store.status !== 'ACTIVE' || !(await hasPaymentAccount(store.merchantId))) {
      throw new AppError('STORE_NOT_ACCEPTING_ORDERS');
    }
    return store;
  };

  return {
    async quote(caller: QuoteCaller, storeId: string, request: DeliveryPriceRequest): Promise<DeliveryQuote> {
      const store = await storeFor(caller, storeId);
      if (!store.serveOptions.includes('DELIVERY')) throw new AppError('DELIVERY_NOT_OFFERED');
      const rules = (await listLiveRules(db, store.merchantId, store.id)).map(termsOf);
      const selected = selectDeliveryRule(rules, request.distance, toCents(request.totalAmount));
      if (!selected) throw new AppError('DELIVERY_RULE_NOT_FOUND');
      const rule = selected.row;
      const taxIds = rule.isDefaultStoreTax ? store.taxConfigIds : rule.taxConfigIds;
      const applied = applyTaxes(rule.priceCents, await findTaxConfigs(db, taxIds));
      const taxCents = applied.reduce((sum, tax) => sum + tax.taxAmountCents, 0);
      return {
        deliveryRuleId: rule.id,
        distance: request.distance,
        deliveryPrice: fromCents(rule.priceCents),
        deliveryAppliedTaxes: applied.map((tax) => ({
          taxType: tax.taxType,
          taxPercentage: tax.taxPercentage,
          taxAmount: fromCents(tax.taxAmountCents),
        })),
        isDeliveryPriceTaxExempt: taxIds.length === 0,
        totalDeliveryAmount: fromCents(rule.priceCents + taxCents),
      };
    },
  };
}
export type DeliveryQuoteService = ReturnType<typeof createDeliveryQuoteService>;
