import type { MerchantOrder } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/routes';
import { readPreferences } from '../../lib/preferences';
import { applyOrderAction, type OrderActionInput } from './api/apply-order-action';
import { orderKeys } from './api/order-keys';
import { useCurrentOrderId } from './hooks/use-current-order-id';
import { useLiveOrders } from './hooks/use-live-orders';
import { useNewOrderSound } from './hooks/use-new-order-sound';
import { type StoreChoice, useStoreChoice } from './hooks/use-store-choice';
import { countByTab, type OrderTab, visibleOrders } from './model/order-tabs';

const EMPTY: readonly MerchantOrder[] = [];

function useOrdersScreenState() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const storeChoice = useStoreChoice();
  const storeId = storeChoice.store?.id ?? null;
  const live = useLiveOrders(storeId);
  const currentId = useCurrentOrderId();
  const [tab, setTab] = useState<OrderTab | null>(null);
  const [search, setSearch] = useState('');
  const [sort] = useState(() => readPreferences().orderBy);

  const orders = live.orders ?? EMPTY;
  const visible = useMemo(() => visibleOrders(orders, { tab, search, sort }), [orders, tab, search, sort]);
  const counts = useMemo(() => countByTab(orders), [orders]);
  const sound = useNewOrderSound(counts.new > 0);

  const open = (id: string | null) => navigate(paths.orders.main(id ?? undefined));

  /** Spec 1 §2: a tab clears the others and opens its first order, or clears the current one. */
  const chooseTab = (next: OrderTab) => {
    const chosen = next === tab ? null : next;
    setTab(chosen);
    if (chosen === null) return;
    const first = visibleOrders(orders, { tab: chosen, search, sort })[0];
    open(first?.id ?? null);
  };

  const action = useMutation({
    mutationFn: applyOrderAction,
    onMutate: ({ order }) => live.actionStarted(order.id),
    onSuccess: (order) => live.actionApplied(order),
    onError: (_error, { order }) => {
      live.actionFailed(order.id);
      // Someone else may have moved the order on: show what the server has now.
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });

  return {
    storeChoice,
    store: storeChoice.store,
    orders: live.orders,
    ordersQuery: live.query,
    visible,
    counts,
    tab,
    chooseTab,
    search,
    setSearch,
    currentId,
    open,
    refresh: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    act: (input: OrderActionInput) => action.mutateAsync(input),
    pendingAction: action.isPending ? action.variables : undefined,
    sound,
  };
}

export type OrdersScreenValue = ReturnType<typeof useOrdersScreenState>;
export type { StoreChoice };

const OrdersScreenContext = createContext<OrdersScreenValue | null>(null);

/** The orders area's shared state: the sidebar and the detail pane read the same list and choices. */
export function OrdersScreenProvider({ children }: { children: ReactNode }) {
  const value = useOrdersScreenState();
  return <OrdersScreenContext.Provider value={value}>{children}</OrdersScreenContext.Provider>;
}

export function useOrdersScreen(): OrdersScreenValue {
  const value = useContext(OrdersScreenContext);
  if (!value) throw new Error('useOrdersScreen needs an OrdersScreenProvider');
  return value;
}
