import { Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title, useDirection } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconReceipt } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { useOrder } from '../api/get-order';
import { OrderDetail } from '../components/order-detail';
import { isClosed } from '../model/merge-order';
import { useOrdersScreen } from '../orders-screen';

/** orders-main/{id}: the detail pane; `main` is no order open. */
export function OrderDetailPage() {
  const { id = 'main' } = useParams();
  return (
    <Stack gap="sm">
      {id !== 'main' && <BackToList />}
      {id === 'main' ? <NoOrderOpen /> : <OpenOrder id={id} />}
    </Stack>
  );
}

/**
 * The order from the live list, or read on its own when it is not there (a link or a reload).
 * A completed, refunded or unknown current order is cleared (spec 1 §2).
 */
function OpenOrder({ id }: { id: string }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const screen = useOrdersScreen();
  const listed = screen.orders?.find((order) => order.id === id);
  const listSettled = !screen.storeChoice.isLoading && (!screen.store || !screen.ordersQuery.isPending);
  const fetched = useOrder(id, !listed && listSettled);
  const order = listed ?? fetched.data;
  const gone = (order !== undefined && isClosed(order)) || fetched.isError;

  useEffect(() => {
    if (gone) navigate(paths.orders.main(), { replace: true });
  }, [gone, navigate]);

  if (!order || gone) {
    return (
      <Center py="xl" aria-label={t('detail.loading')}>
        <Loader />
      </Center>
    );
  }
  const store = screen.storeChoice.stores?.find((candidate) => candidate.id === order.storeId);
  return <OrderDetail order={order} timeZone={store?.timeZone.zoneName} />;
}

function NoOrderOpen() {
  const { t } = useTranslation('orders');
  return (
    <Paper withBorder radius="md" p="xl" maw={560} mx="auto" mt="xl" w="100%">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon variant="light" size={52} radius="xl">
          <IconReceipt size={26} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz="h3">
          {t('detail.selectTitle')}
        </Title>
        <Text c="dimmed">{t('detail.selectBody')}</Text>
      </Stack>
    </Paper>
  );
}

/** Below the tablet width the list and the order take turns: this goes back to the list. */
function BackToList() {
  const { t } = useTranslation('orders');
  const { dir } = useDirection();
  const Back = dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  return (
    <Button
      component={Link}
      to={paths.orders.main()}
      variant="subtle"
      leftSection={<Back size={16} />}
      hiddenFrom="sm"
      style={{ alignSelf: 'flex-start' }}
    >
      {t('detail.backToList')}
    </Button>
  );
}
