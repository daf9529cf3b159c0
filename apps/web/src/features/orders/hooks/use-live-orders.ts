import { notifications } from '@mantine/notifications';
import type { MerchantOrder } from '@perkdesk/contracts';
import type { MerchantAction } from '@perkdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { notifyFailure } from '../../../lib/api-notify';
import { useRealtime } from '../../../lib/realtime/use-realtime';
import { useActiveOrders } from '../api/list-active-orders';
import { orderKeys } from '../api/order-keys';
import { isKnown, mergeOrder, noticeOf, type OrderNotice } from '../model/merge-order';
import { orderAfterAction } from '../model/order-actions-view';
import { orderNumber } from '../model/order-tabs';

const NOTICE_COLOR: Record<OrderNotice, string> = {
  new: 'blue',
  updated: 'gray',
  rejected: 'red',
  completed: 'green',
};
const NOTICE_MS = 3_000;

/**
 * The store's active orders, kept live by the real-time channel (spec 1 §4 Real-time updates):
 * each incoming order is merged into the cached list and announced in the spec's words; the list
 * is re-read after every (re)connect, since the channel delivers at most once. The merchant's own
 * actions are not announced to the merchant: their answers are recorded, and the socket's echo of
 * the same state (before or after the answer) stays quiet.
 */
export function useLiveOrders(storeId: string | null) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const query = useActiveOrders(storeId);
  /** Order id → the lastUpdatedAt our own action produced; null while the action is in flight. */
  const own = useRef(new Map<string, string | null>());

  const merge = useCallback(
    (order: MerchantOrder) => {
      queryClient.setQueryData(orderKeys.one(order.id), order);
      queryClient.setQueryData<readonly MerchantOrder[]>(orderKeys.active(order.storeId), (list) =>
        list ? mergeOrder(list, order) : list,
      );
    },
    [queryClient],
  );

  const isOwn = (order: MerchantOrder) => {
    if (!own.current.has(order.id)) return false;
    const applied = own.current.get(order.id);
    return applied == null || Date.parse(order.lastUpdatedAt) <= Date.parse(applied);
  };

  useRealtime({
    onOrder: (order) => {
      if (order.storeId !== storeId) return;
      const list = queryClient.getQueryData<readonly MerchantOrder[]>(orderKeys.active(order.storeId)) ?? [];
      const notice = noticeOf(order);
      if (notice && !isOwn(order) && !isKnown(list, order)) {
        notifications.show({
          color: NOTICE_COLOR[notice],
          message: t(`notices.${notice}`, { number: orderNumber(order.id) }),
          autoClose: NOTICE_MS,
        });
      }
      merge(order);
    },
    onConnected: () => {
      if (storeId) void queryClient.invalidateQueries({ queryKey: orderKeys.active(storeId) });
    },
    onServerError: (error) => notifyFailure(error.message, t('notices.realtimeError')),
  });

  /**
   * Marks the order as ours while the action runs, and moves it on at once when the action's outcome
   * is known (the card leaves its tab, the next step shows). Returns the order shown before, for
   * `actionFailed` to put back.
   */
  const actionStarted = (order: Pick<MerchantOrder, 'id' | 'storeId'>, action: MerchantAction) => {
    own.current.set(order.id, null);
    const before =
      queryClient
        .getQueryData<readonly MerchantOrder[]>(orderKeys.active(order.storeId))
        ?.find((listed) => listed.id === order.id) ??
      queryClient.getQueryData<MerchantOrder>(orderKeys.one(order.id));
    const after = before ? orderAfterAction(before, action) : null;
    if (!before || !after) return undefined;
    merge(after);
    return { before, after };
  };
  const actionApplied = (order: MerchantOrder) => {
    own.current.set(order.id, order.lastUpdatedAt);
    merge(order);
  };
  /** Puts the order back as it was, unless something newer has replaced it meanwhile. */
  const actionFailed = (orderId: string, started?: { before: MerchantOrder; after: MerchantOrder }) => {
    own.current.delete(orderId);
    if (!started) return;
    const { before, after } = started;
    // The cache keeps equal copies, not the same objects: compare what the action changed.
    const shown = (order: MerchantOrder) =>
      order.id === after.id &&
      order.lastUpdatedAt === after.lastUpdatedAt &&
      order.status === after.status &&
      order.serveStatus === after.serveStatus &&
      order.paymentCollected === after.paymentCollected;
    queryClient.setQueryData<readonly MerchantOrder[]>(orderKeys.active(before.storeId), (list) =>
      list?.map((listed) => (shown(listed) ? before : listed)),
    );
    queryClient.setQueryData<MerchantOrder>(orderKeys.one(before.id), (one) =>
      one && shown(one) ? before : one,
    );
  };

  return { query, orders: query.data, merge, actionStarted, actionApplied, actionFailed };
}
