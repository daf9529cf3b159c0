import { type DeliveryRule, type DeliveryRuleInput, SETTABLE_STATUSES } from '@perkdesk/contracts';
import { checkDeliveryRules, toCents } from '@perkdesk/domain';
import type { Db, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { findStore, lockStore } from '../stores/stores.public';
import { writable } from '../stores/stores.service';
import type { TaxService } from '../taxes/taxes.service';
import { termsOf, toDeliveryRule } from './delivery-rule-mapper';
import {
  type DeliveryRuleRow,
  findRule,
  insertRule,
  listAllRules,
  listLiveRules,
  updateRule,
} from './delivery-rules.repository';

const PROBLEM_CODES = {
  NOT_UNIQUE: 'DELIVERY_RULE_NOT_UNIQUE',
  ZERO_MINIMUM_REQUIRED: 'DELIVERY_RULE_ZERO_MINIMUM_REQUIRED',
} as const;

/**
 * A store's delivery rules (contract §4). Every write locks the store row, so two writes to
 * one store's rules never both pass the uniqueness and zero-minimum checks on a stale list.
 */
export function createDeliveryRuleService(deps: { db: Db; clock: Clock; taxes: TaxService }) {
  const { db, clock, taxes } = deps;

  /** Runs a write on a live store of the merchant, with the store locked. */
  const onStore = <T>(merchantId: string, storeId: string, write: (tx: Executor) => Promise<T>) =>
    db.transaction(async (tx) => {
      const store = await lockStore(tx, merchantId, storeId);
      if (!store) throw notFound();
      writable(store);
      return write(tx);
    });

  const ruleOf = async (tx: Executor, merchantId: string, storeId: string, ruleId: string) => {
    const rule = await findRule(tx, merchantId, storeId, ruleId);
    if (!rule) throw notFound();
    return rule;
  };

  /** The checks over the store's rules as they would be with `changed` in place. */
  const check = async (tx: Executor, merchantId: string, storeId: string, changed: DeliveryRuleRow) => {
    const rules = (await listAllRules(tx, merchantId, storeId)).filter((rule) => rule.id !== changed.id);
    const problem = checkDeliveryRules([...rules, changed].map(termsOf));
    if (problem) throw new AppError(PROBLEM_CODES[problem]);
  };

  const fieldsOf = async (input: DeliveryRuleInput) => {
    const isDefaultStoreTax = input.isDefaultStoreTax ?? true;
    const taxConfigIds = [...new Set(input.taxConfigIds ?? [])];
    // The rule's own taxes only apply without the store's; an empty list then means exempt.
    if (!isDefaultStoreTax) await taxes.check(taxConfigIds, 'taxConfigIds', { required: false });
    return {
      name: input.name,
      distance: input.distance,
      priceCents: toCents(input.price),
      minAmountCents: toCents(input.minAmount),
      taxConfigIds,
      isDefaultStoreTax,
    };
  };

  return {
    async create(merchantId: string, storeId: string, input: DeliveryRuleInput): Promise<DeliveryRule> {
      const fields = await fieldsOf(input);
      return onStore(merchantId, storeId, async (tx) => {
        const now = clock.now();
        const rule = { id: newId(), storeId, merchantId, ...fields, status: 'ACTIVE' as const };
        await check(tx, merchantId, storeId, { ...rule, seq: 0, createdAt: now, updatedAt: now });
        return toDeliveryRule(await insertRule(tx, { ...rule, createdAt: now, updatedAt: now }));
      });
    },

    async list(merchantId: string, storeId: string): Promise<DeliveryRule[]> {
      if (!(await findStore(db, merchantId, storeId))) throw notFound();
      return (await listLiveRules(db, merchantId, storeId)).map(toDeliveryRule);
    },

    /** Deleted rules are still returned by id. */
    async get(merchantId: string, storeId: string, ruleId: string): Promise<DeliveryRule> {
      return toDeliveryRule(await ruleOf(db, merchantId, storeId, ruleId));
    },

    async update(merchantId: string, storeId: string, ruleId: string, input: DeliveryRuleInput) {
      const fields = await fieldsOf(input);
      return onStore(merchantId, storeId, async (tx) => {
        const current = writable(await ruleOf(tx, merchantId, storeId, ruleId));
        const now = clock.now();
        await check(tx, merchantId, storeId, { ...current, ...fields });
        return toDeliveryRule(await updateRule(tx, merchantId, ruleId, { ...fields, updatedAt: now }));
      });
    },

    /** Status never enters the checks (inactive rules still count), so a status change cannot break them. */
    async setStatus(merchantId: string, storeId: string, ruleId: string, status: string) {
      return onStore(merchantId, storeId, async (tx) => {
        writable(await ruleOf(tx, merchantId, storeId, ruleId));
        if (!(SETTABLE_STATUSES as readonly string[]).includes(status)) throw new AppError('INVALID_STATUS');
        const next = status as (typeof SETTABLE_STATUSES)[number];
        return toDeliveryRule(
          await updateRule(tx, merchantId, ruleId, { status: next, updatedAt: clock.now() }),
        );
      });
    },

    /** Deleting may leave higher minimums without their zero rule: the checks refuse that too. */
    async remove(merchantId: string, storeId: string, ruleId: string): Promise<{ id: string }> {
      return onStore(merchantId, storeId, async (tx) => {
        const current = writable(await ruleOf(tx, merchantId, storeId, ruleId));
        await check(tx, merchantId, storeId, { ...current, status: 'DELETED' });
        await updateRule(tx, merchantId, ruleId, { status: 'DELETED', updatedAt: clock.now() });
        return { id: ruleId };
      });
    },
  };
}
export type DeliveryRuleService = ReturnType<typeof createDeliveryRuleService>;
