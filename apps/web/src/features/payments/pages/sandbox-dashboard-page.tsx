import { Alert, Anchor, Group, SimpleGrid, Skeleton, Stack, Text, useDirection } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { isApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/display-format';
import { useSandboxDashboard } from '../api/get-sandbox-dashboard';
import { LoadFailed } from '../components/load-failed';
import { MoneyFigure } from '../components/money-figure';
import { PageHeader } from '../components/page-header';
import { SandboxBadge, SandboxNote } from '../components/sandbox-badge';
import { ChargesTable, RefundsTable } from '../components/sandbox-tables';
import { useMerchantTimeZone } from '../hooks/use-merchant-time-zone';

/**
 * /app/setup/payment/sandbox-dashboard: what the provider's dashboard would show for the sandbox
 * account (the "View dashboard" of the payment page while the sandbox runs): balance, charges
 * and refunds. With a real provider the route has nothing to show.
 */
export function SandboxDashboardPage() {
  const { t } = useTranslation('payments');
  const { dir } = useDirection();
  const dashboard = useSandboxDashboard();
  const timeZone = useMerchantTimeZone();
  const BackIcon = dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  const missing = dashboard.isError && isApiError(dashboard.error) && dashboard.error.status === 404;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.setup.payment} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <BackIcon size={14} />
          {t('dashboard.back')}
        </Group>
      </Anchor>
      <PageHeader title={t('dashboard.title')} badge={<SandboxBadge />} />
      <SandboxNote text={t('dashboard.note')} />
      {missing && (
        <Alert color="yellow" variant="light">
          {t('dashboard.notAvailable')}
        </Alert>
      )}
      {dashboard.isError && !missing && (
        <LoadFailed title={t('dashboard.loadFailed')} onRetry={() => dashboard.refetch()} />
      )}
      {dashboard.isPending && <Skeleton h={240} radius="md" />}
      {dashboard.data && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <MoneyFigure
              label={t('dashboard.balance')}
              value={formatMoney(dashboard.data.balance)}
              hint={t('dashboard.balanceHint')}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            <bdi>{t('dashboard.account', { id: dashboard.data.accountId })}</bdi>
          </Text>
          <ChargesTable charges={dashboard.data.charges} timeZone={timeZone} />
          <RefundsTable refunds={dashboard.data.refunds} timeZone={timeZone} />
        </>
      )}
    </Stack>
  );
}
