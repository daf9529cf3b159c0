import { type Address, type ConfirmBody, MAX_DELIVERY_ADDRESSES } from '@perkdesk/contracts';
import {
  deliveryDistanceKm,
  type PricedDelivery,
  type PricingDeliveryRule,
  priceDelivery,
} from '@perkdesk/domain';
import type { Db } from '../../db/client';
import { AppError, withStatus } from '../../lib/app-error';
import { findUserById, updateUser } from '../accounts/accounts.public';
import { listLiveRules } from '../delivery-rules/delivery-rules.public';
import type { StoreRow } from '../stores/stores.public';
import { findTaxConfigs } from '../taxes/taxes.public';
import type { FrozenPricing } from './order-mapper';

/** The fields of an address that make it the same place, for "save the address once". */
const addressKey = (address: Address) =>
  JSON.stringify([
    address.streetNumber,
    address.unit ?? null,
    address.streetName,
    address.city,
    address.province,
    address.country,
    address.postalCode,
  ]).toLowerCase();

/** A confirm's delivery (contract §9 Delivery at confirm): its price, and the address saved once. */
export function createOrderDelivery(db: Db) {
  /** The delivery for a confirm: the rule and price the server picks (contract §9 Delivery at confirm). */
  const priceDeliveryFor = async (
    store: StoreRow,
    pricing: FrozenPricing,
    delivery: NonNullable<ConfirmBody['delivery']>,
  ): Promise<PricedDelivery> => {
    const location = delivery.address.location;
    const distanceKm = deliveryDistanceKm(
      { lat: store.latitude, lng: store.longitude },
      location ? { lat: location.y, lng: location.x } : null,
      delivery.distance,
    );
    const rules: PricingDeliveryRule[] = (await listLiveRules(db, store.merchantId, store.id)).map((row) => ({
      id: row.id,
      distance: row.distance,
      minAmountCents: row.minAmountCents,
      status: row.status,
      priceCents: row.priceCents,
      isDefaultStoreTax: row.isDefaultStoreTax,
      taxConfigIds: row.taxConfigIds,
    }));
    const taxIds = new Set([...store.taxConfigIds, ...rules.flatMap((rule) => rule.taxConfigIds)]);
    const taxConfigs = new Map((await findTaxConfigs(db, [...taxIds])).map((tax) => [tax.id, tax]));
    const priced =
      distanceKm === null
        ? null
        : priceDelivery({
            rules,
            distanceKm,
            amountCents: pricing.subAmountCents - pricing.discountAmountCents,
            storeTaxConfigIds: store.taxConfigIds,
            taxConfigs,
          });
    if (!priced) throw withStatus(new AppError('DELIVERY_RULE_NOT_FOUND'), 400);
    return priced;
  };

  /** Saves a delivery address to the profile once: an address already saved, or a full list, is left alone. */
  const rememberAddress = async (customerId: string, address: Address, now: Date) => {
    const user = await findUserById(db, customerId);
    if (!user) return;
    const saved = user.deliveryAddresses as Address[];
    if (saved.length >= MAX_DELIVERY_ADDRESSES) return;
    if (saved.some((known) => addressKey(known) === addressKey(address))) return;
    await updateUser(db, customerId, { deliveryAddresses: [...saved, address] }, now);
  };

  return { priceDeliveryFor, rememberAddress };
}
export type OrderDelivery = ReturnType<typeof createOrderDelivery>;
