import { Button, Center, Loader, Stack, Text, TextInput } from '@mantine/core';
import type { MerchantOrder } from '@perkdesk/contracts';
import { IconSearch } from '@tabler/icons-react';
import { memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useCurrentOrderId } from '../hooks/use-current-order-id';
import { type OrderTab, visibleOrders } from '../model/order-tabs';
import { useOrdersScreen, useStoreDialogOpen } from '../orders-screen';
import { catchLostFocus, ORDERS_HEADING_ID, STORE_CONTROL_ID } from './focus-return';
import { NoStoreAlert } from './no-store-alert';
import { OrderList } from './order-list';
import { OrderTabs } from './order-tabs';
import classes from './orders.module.css';
import { SidebarHeader } from './sidebar-header';
import { StoreDialog } from './store-dialog';

const EMPTY: readonly MerchantOrder[] = [];

/**
 * The orders sidebar (spec 1 §2): title, store, search on the last 4 characters, the four tabs, the cards.
 * The tab and the search are its own: choosing a tab re-renders the list, not the open order, and
 * moving to another order re-renders only the cards it concerns.
 */
export const OrdersSidebar = memo(function OrdersSidebar() {
  const screen = useOrdersScreen();
  const { storeChoice, store, sort, open, listed } = screen;
  const orders = screen.orders ?? EMPTY;
  const [tab, setTab] = useState<OrderTab | null>(null);
  const [search, setSearch] = useState('');
  const visible = useMemo(() => visibleOrders(orders, { tab, search, sort }), [orders, tab, search, sort]);

  useEffect(() => {
    listed.current = visible.map((order) => order.id);
  }, [listed, visible]);

  /**
   * Spec 1 §2: a tab clears the others and opens its first order, or clears the current one. The
   * tab and its cards show at once; the navigation that follows renders the detail pane and the two
   * cards whose current mark moves, not the sidebar.
   */
  const chooseTab = (next: OrderTab) => {
    const chosen = next === tab ? null : next;
    setTab(chosen);
    if (chosen !== null) open(visibleOrders(orders, { tab: chosen, search, sort })[0]?.id ?? null);
  };

  return (
    <div className={classes.sidebar}>
      <Stack gap="sm" p="md" pb="sm">
        <SidebarHeader />
        {storeChoice.noStore && <NoStoreAlert />}
        <SearchField value={search} onChange={setSearch} disabled={!store} />
        <OrderTabs counts={screen.counts} tab={tab} onChoose={chooseTab} />
      </Stack>
      <ListBody visible={visible} tab={tab} search={search} />
      <StoreDialogHost />
    </div>
  );
});

/** The store dialog, when there is a choice to make: the only part that opening it re-renders. */
function StoreDialogHost() {
  const { storeChoice, store } = useOrdersScreen();
  const opened = useStoreDialogOpen();
  if (!storeChoice.stores || !storeChoice.several) return null;
  return (
    <StoreDialog
      opened={opened}
      stores={storeChoice.stores}
      currentStoreId={store?.id ?? null}
      onChosen={storeChoice.choose}
      onClose={storeChoice.closeDialog}
      onClosed={returnFocusFromStoreDialog}
    />
  );
}

/** The search box: kept apart so that choosing a tab does not render it again. */
const SearchField = memo(function SearchField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('orders');
  return (
    <TextInput
      aria-label={t('sidebar.searchLabel')}
      placeholder={t('sidebar.searchPlaceholder')}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={5}
      disabled={disabled}
    />
  );
});

/**
 * Mantine gives focus back to the button that opened the dialog; when that button is gone (choosing
 * a store swaps it for "Switch store") it goes to the store control, and to the list's heading when
 * the screen opened the dialog on arrival.
 */
function returnFocusFromStoreDialog(openedByControl: boolean) {
  catchLostFocus(() => [document.getElementById(openedByControl ? STORE_CONTROL_ID : ORDERS_HEADING_ID)]);
}

interface ListBodyProps {
  visible: readonly MerchantOrder[];
  tab: OrderTab | null;
  search: string;
}

function ListBody({ visible, tab, search }: ListBodyProps) {
  const { t } = useTranslation('orders');
  const screen = useOrdersScreen();
  const currentId = useCurrentOrderId();
  const query = screen.ordersQuery;
  if (!screen.store) return null;
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (query.isError && !query.hasData) {
    return (
      <Stack align="center" gap="xs" p="md">
        <Text size="sm" c="dimmed">
          {t('sidebar.loadFailed')}
        </Text>
        <Button variant="light" size="xs" onClick={() => void query.refetch()}>
          {t('sidebar.retry')}
        </Button>
      </Stack>
    );
  }
  const message = search.trim()
    ? t('sidebar.emptySearch', { search: search.trim() })
    : t(tab ? 'sidebar.emptyTab' : 'sidebar.empty');
  return (
    <OrderList
      orders={visible}
      currentId={currentId}
      timeZone={screen.store.timeZone.zoneName}
      onOpen={screen.open}
      empty={
        <Text size="sm" c="dimmed" ta="center" py="md">
          {message}
        </Text>
      }
    />
  );
}
