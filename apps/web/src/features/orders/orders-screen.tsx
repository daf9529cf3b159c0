import type { MerchantOrder } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/routes';
import { readPreferences } from '../../lib/preferences';
import { applyOrderAction, type OrderActionInput } from './api/apply-order-action';
import { orderKeys } from './api/order-keys';
import { useLiveOrders } from './hooks/use-live-orders';
import { useNewOrderSound } from './hooks/use-new-order-sound';
import { type StoreChoice, useStoreChoice } from './hooks/use-store-choice';
import { countByTab } from './model/order-tabs';

const EMPTY: readonly MerchantOrder[] = [];

/**
 * The store, its live orders and the sound: what the sidebar and the detail pane share. The value
 * changes only with the data, not on navigation or a tab change, so neither re-renders the other.
 */
function useOrdersData() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { choice: storeChoice, dialogOpen } = useStoreChoice();
  const store = storeChoice.store;
  const live = useLiveOrders(store?.id ?? null);
  const [sort] = useState(() => readPreferences().orderBy);
  const orders = live.orders ?? EMPTY;
  const counts = useMemo(() => countByTab(orders), [orders]);
  const { blocked, unblock } = useNewOrderSound(counts.new > 0);
  /** The ids of the cards as the list shows them (kept by the list): where focus goes after an action. */
  const listed = useRef<readonly string[]>(EMPTY_IDS);
  const { isPending, isError, refetch } = live.query;

  // Synchronous, not a transition: the tab and the order it opens render and paint as one frame.
  const open = useCallback(
    (id: string | null) => navigate(paths.orders.main(id ?? undefined), { flushSync: true }),
    [navigate],
  );
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    [queryClient],
  );

  const data = useMemo(
    () => ({
      storeChoice,
      store,
      orders: live.orders,
      ordersQuery: { isPending, isError, hasData: live.orders !== undefined, refetch },
      counts,
      sort,
      open,
      refresh,
      listed,
      sound: { blocked, unblock },
    }),
    [
      storeChoice,
      store,
      live.orders,
      isPending,
      isError,
      refetch,
      counts,
      sort,
      open,
      refresh,
      blocked,
      unblock,
    ],
  );
  return { data, live, dialogOpen };
}

const EMPTY_IDS: readonly string[] = [];

/** The merchant's actions on orders: the pending one shows on its button. */
function useOrderActionState(live: ReturnType<typeof useLiveOrders>) {
  const queryClient = useQueryClient();
  const action = useMutation({
    mutationFn: applyOrderAction,
    onMutate: ({ order, action }) => live.actionStarted(order, action),
    onSuccess: (order) => live.actionApplied(order),
    onError: (_error, { order }, started) => {
      live.actionFailed(order.id, started);
      // Someone else may have moved the order on: show what the server has now.
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
  const { mutateAsync, isPending, variables } = action;
  return useMemo(
    () => ({
      act: (input: OrderActionInput) => mutateAsync(input),
      pendingAction: isPending ? variables : undefined,
    }),
    [mutateAsync, isPending, variables],
  );
}

export type OrdersScreenValue = ReturnType<typeof useOrdersData>['data'];
export type OrderActionsValue = ReturnType<typeof useOrderActionState>;
export type { StoreChoice };

const OrdersScreenContext = createContext<OrdersScreenValue | null>(null);
const OrderActionsContext = createContext<OrderActionsValue | null>(null);
const StoreDialogOpenContext = createContext(false);

/** The orders area's shared state: the sidebar and the detail pane read the same list and choices. */
export function OrdersScreenProvider({ children }: { children: ReactNode }) {
  const { data, live, dialogOpen } = useOrdersData();
  const actions = useOrderActionState(live);
  return (
    <OrdersScreenContext.Provider value={data}>
      <OrderActionsContext.Provider value={actions}>
        <StoreDialogOpenContext.Provider value={dialogOpen}>{children}</StoreDialogOpenContext.Provider>
      </OrderActionsContext.Provider>
    </OrdersScreenContext.Provider>
  );
}

export function useOrdersScreen(): OrdersScreenValue {
  const value = useContext(OrdersScreenContext);
  if (!value) throw new Error('useOrdersScreen needs an OrdersScreenProvider');
  return value;
}

export function useOrderActions(): OrderActionsValue {
  const value = useContext(OrderActionsContext);
  if (!value) throw new Error('useOrderActions needs an OrdersScreenProvider');
  return value;
}

/** Whether the store dialog is open (StoreChoice's openDialog and closeDialog change it). */
export function useStoreDialogOpen(): boolean {
  return useContext(StoreDialogOpenContext);
}
