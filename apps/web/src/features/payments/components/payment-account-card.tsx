import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { PaymentProvider } from '@perkdesk/contracts';
import { IconCreditCard, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translation';

interface PaymentAccountCardProps {
  provider: PaymentProvider;
  connected: boolean;
  busy: { connect: boolean; disconnect: boolean; dashboard: boolean };
  onConnect: () => void;
  onDisconnect: () => void;
  onViewDashboard: () => void;
}

/** The provider account, connected or not, with what can be done from there (spec 2 §4). */
export function PaymentAccountCard(props: PaymentAccountCardProps) {
  const { t } = useTranslation('payments');
  const { provider, connected, busy } = props;
  const sandbox = provider === 'sandbox';
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t('payment.provider')}>
      <Group justify="space-between" align="center" gap="lg" wrap="wrap">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="xl" variant="light" color={connected ? 'green' : 'red'}>
            <IconCreditCard size={22} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={6}>
            <Text fw={600}>{t(`provider.${provider}`)}</Text>
            <Badge color={connected ? 'green' : 'red'} variant="light" w="fit-content">
              {connected ? t('payment.connected') : t('payment.notConnected')}
            </Badge>
            <Text size="sm" c="dimmed" maw={560}>
              {connected ? t('payment.connectedBody') : t('payment.notConnectedBody')}
            </Text>
          </Stack>
        </Group>
        <Group gap="sm">
          {connected ? (
            <>
              <Button
                variant="light"
                loading={busy.dashboard}
                onClick={props.onViewDashboard}
                rightSection={sandbox ? undefined : <IconExternalLink size={16} />}
              >
                {t('payment.viewDashboard')}
              </Button>
              <Button variant="outline" color="red" loading={busy.disconnect} onClick={props.onDisconnect}>
                {t('payment.disconnect')}
              </Button>
            </>
          ) : (
            <Button loading={busy.connect} onClick={props.onConnect}>
              {t('payment.connect')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
