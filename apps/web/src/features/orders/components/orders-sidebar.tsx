import { Button, Center, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translation';
import { useOrdersScreen } from '../orders-screen';
import { catchLostFocus, ORDERS_HEADING_ID, STORE_CONTROL_ID } from './focus-return';
import { NoStoreAlert } from './no-store-alert';
import { OrderList } from './order-list';
import { OrderTabs } from './order-tabs';
import classes from './orders.module.css';
import { SidebarHeader } from './sidebar-header';
import { StoreDialog } from './store-dialog';

/** The orders sidebar (spec 1 §2): title, store, search on the last 4 characters, the four tabs, the cards. */
export function OrdersSidebar() {
  const { t } = useTranslation('orders');
  const screen = useOrdersScreen();
  const { storeChoice, store } = screen;
  return (
    <div className={classes.sidebar}>
      <Stack gap="sm" p="md" pb="sm">
        <SidebarHeader />
        {storeChoice.noStore && <NoStoreAlert />}
        <TextInput
          aria-label={t('sidebar.searchLabel')}
          placeholder={t('sidebar.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={screen.search}
          onChange={(event) => screen.setSearch(event.currentTarget.value)}
          maxLength={5}
          disabled={!store}
        />
        <OrderTabs counts={screen.counts} tab={screen.tab} onChoose={screen.chooseTab} />
      </Stack>
      <ListBody />
      {storeChoice.stores && storeChoice.several && (
        <StoreDialog
          opened={storeChoice.dialogOpen}
          stores={storeChoice.stores}
          currentStoreId={store?.id ?? null}
          onChosen={storeChoice.choose}
          onClose={storeChoice.closeDialog}
          onClosed={returnFocusFromStoreDialog}
        />
      )}
    </div>
  );
}

/**
 * Mantine gives focus back to the button that opened the dialog; when that button is gone (choosing
 * a store swaps it for "Switch store") it goes to the store control, and to the list's heading when
 * the screen opened the dialog on arrival.
 */
function returnFocusFromStoreDialog(openedByControl: boolean) {
  catchLostFocus(() => [document.getElementById(openedByControl ? STORE_CONTROL_ID : ORDERS_HEADING_ID)]);
}

function ListBody() {
  const { t } = useTranslation('orders');
  const screen = useOrdersScreen();
  const query = screen.ordersQuery;
  if (!screen.store) return null;
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (query.isError && !query.data) {
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
  if (screen.visible.length === 0) {
    const message = screen.search.trim()
      ? t('sidebar.emptySearch', { search: screen.search.trim() })
      : t(screen.tab ? 'sidebar.emptyTab' : 'sidebar.empty');
    return (
      <Text size="sm" c="dimmed" ta="center" p="md">
        {message}
      </Text>
    );
  }
  return (
    <OrderList
      orders={screen.visible}
      currentId={screen.currentId}
      timeZone={screen.store.timeZone.zoneName}
    />
  );
}
