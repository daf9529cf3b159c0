import { Alert, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useTranslation } from '../../../i18n/translation';
import { paymentConnectedQuery } from '../../../lib/payment-account-query';
import { usePaymentConfig } from '../api/get-payment-config';
import { LoadFailed } from '../components/load-failed';
import { PageHeader } from '../components/page-header';
import { PaymentAccountCard } from '../components/payment-account-card';
import { SandboxBadge, SandboxNote } from '../components/sandbox-badge';
import { useOAuthReturn } from '../hooks/use-oauth-return';
import { usePaymentAccountActions } from '../hooks/use-payment-account-actions';

/**
 * /app/setup/payment (spec 2 §2, §4): connect or disconnect the card payment provider, view its
 * dashboard. The connection is checked afresh on every visit; the provider's OAuth return
 * (`?code=`) is exchanged here.
 */
export function PaymentPage() {
  const { t } = useTranslation('payments');
  const config = usePaymentConfig();
  const account = useQuery({ ...paymentConnectedQuery(), staleTime: 0 });
  const { exchanging } = useOAuthReturn();
  const actions = usePaymentAccountActions();
  const [confirming, setConfirming] = useState(false);
  const sandbox = config.data?.provider === 'sandbox';

  const failed = config.isError || account.isError;
  const ready = config.data && account.data !== undefined && !exchanging;
  return (
    <Stack gap="md" maw={960}>
      <PageHeader
        title={t('payment.title')}
        subtitle={t('payment.subtitle')}
        badge={sandbox ? <SandboxBadge /> : undefined}
      />
      {exchanging && (
        <Group gap="sm">
          <Loader size="sm" />
          <Text size="sm">{t('payment.connecting')}</Text>
        </Group>
      )}
      {failed && (
        <LoadFailed
          title={t('payment.loadFailed')}
          onRetry={() => {
            if (config.isError) config.refetch();
            if (account.isError) account.refetch();
          }}
        />
      )}
      {!failed && !ready && !exchanging && <Skeleton h={140} radius="md" />}
      {ready && (
        <PaymentAccountCard
          provider={config.data.provider}
          connected={account.data === true}
          busy={{
            connect: actions.connect.isPending,
            disconnect: actions.disconnect.isPending,
            dashboard: actions.dashboard.isPending,
          }}
          onConnect={() => actions.connect.mutate()}
          onDisconnect={() => {
            actions.clearRefusal();
            setConfirming(true);
          }}
          onViewDashboard={() => actions.dashboard.mutate(!sandbox)}
        />
      )}
      {actions.refusal && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {actions.refusal}
        </Alert>
      )}
      {sandbox && <SandboxNote />}
      <ConfirmDialog
        opened={confirming}
        title={t('payment.disconnectTitle')}
        message={t('payment.disconnectBody')}
        confirmLabel={t('payment.disconnect')}
        danger
        loading={actions.disconnect.isPending}
        onConfirm={() => actions.disconnect.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
