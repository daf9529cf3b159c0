import { Alert, Anchor, Button, Grid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { isApiError } from '../../../lib/api-client';
import { useStores } from '../../../lib/stores-query';
import { useOrder } from '../api/get-order';
import { CustomerCard } from '../detail/customer-card';
import { DetailHeader } from '../detail/detail-header';
import { ItemsCard } from '../detail/items-card';
import { PerksCard } from '../detail/perks-card';
import { PointsCard } from '../detail/points-card';
import { PriceCard } from '../detail/price-card';
import { RefundsCard } from '../detail/refunds-card';
import { TimingCard } from '../detail/timing-card';
import { isRejected } from '../model/order-view';

/** /app/report/{id}: one finished order, as spec 1 §2 "Order detail" lays it out. */
export function OrderDetailPage() {
  const { t } = useTranslation('order-history');
  const { id } = useParams();
  const location = useLocation();
  const order = useOrder(id);
  const stores = useStores();
  const backSearch = historySearchOf(location.state);

  if (order.isError) {
    const missing = isApiError(order.error) && order.error.status === 404;
    return (
      <Stack gap="md" maw={720}>
        <Alert
          color={missing ? 'yellow' : 'red'}
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={missing ? t('detail.notFound') : t('detail.loadFailed')}
        >
          <Stack gap="xs" align="flex-start">
            {!missing && (
              <Button size="xs" variant="light" color="red" onClick={() => order.refetch()}>
                {t('retry', { ns: 'common' })}
              </Button>
            )}
            <Anchor component={Link} to={paths.report.orderHistory + backSearch} size="sm">
              {t('detail.back')}
            </Anchor>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  // Spec 1 §2: a placeholder until the order is loaded, and while there is no id.
  if (!order.data) return <DetailPlaceholder label={t('detail.loading')} />;

  const data = order.data;
  const store = stores.data?.find((candidate) => candidate.id === data.storeId);
  const timeZone = store?.timeZone.zoneName;
  const rejected = isRejected(data);
  return (
    <Stack gap="md">
      <DetailHeader
        order={data}
        storeName={store?.name ?? null}
        timeZone={timeZone}
        backSearch={backSearch}
      />
      {rejected && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('detail.rejected')}
        >
          <Text size="sm">{data.messageByMerchant?.trim() || t('detail.noReason')}</Text>
        </Alert>
      )}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <ItemsCard order={data} />
            <PriceCard order={data} />
            {(data.refunds.length > 0 || data.status === 'COMPLETED') && (
              <RefundsCard order={data} timeZone={timeZone} />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            {!rejected && <TimingCard order={data} timeZone={timeZone} />}
            <CustomerCard order={data} />
            <PointsCard order={data} />
            <PerksCard order={data} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** The history's query string the row link passed along, or none (a shared link, a reload). */
function historySearchOf(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('historySearch' in state)) return '';
  const search = (state as { historySearch: unknown }).historySearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}

function DetailPlaceholder({ label }: { label: string }) {
  return (
    <Stack gap="md" aria-busy="true" aria-label={label}>
      <Skeleton h={20} w={140} />
      <Skeleton h={36} w={320} />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton h={320} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Skeleton h={120} radius="md" />
            <Skeleton h={160} radius="md" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
