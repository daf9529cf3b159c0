import { Badge, Paper, Table, Text, Title } from '@mantine/core';
import type { SandboxDashboard } from '@perkdesk/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { formatMoney } from '../../../lib/display-format';
import { formatDateTime, orderNumber } from '../model/payment-format';

const STATUS_COLOR: Record<string, string> = {
  succeeded: 'green',
  requires_payment_method: 'gray',
  canceled: 'red',
};
const KNOWN_STATUSES = ['succeeded', 'requires_payment_method', 'canceled'] as const;

const amountStyle = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function Section({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={4} mb="sm">
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>{children}</Table.ScrollContainer>
      )}
    </Paper>
  );
}

function OrderCell({ orderId }: { orderId: string | null }) {
  const { t } = useTranslation('payments');
  return <Table.Td>{orderId ? t('dashboard.orderNumber', { number: orderNumber(orderId) }) : '—'}</Table.Td>;
}

/** The sandbox account's charges, newest first: one per payment intent. */
export function ChargesTable({
  charges,
  timeZone,
}: {
  charges: SandboxDashboard['charges'];
  timeZone: string;
}) {
  const { t } = useTranslation('payments');
  const statusLabel = (status: string) => {
    const known = KNOWN_STATUSES.find((candidate) => candidate === status);
    return known ? t(`dashboard.statuses.${known}`) : status;
  };
  return (
    <Section title={t('dashboard.charges')} empty={charges.length === 0 ? t('dashboard.noCharges') : null}>
      <Table striped highlightOnHover aria-label={t('dashboard.charges')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dashboard.date')}</Table.Th>
            <Table.Th>{t('dashboard.order')}</Table.Th>
            <Table.Th ta="end">{t('dashboard.amount')}</Table.Th>
            <Table.Th ta="end">{t('dashboard.fee')}</Table.Th>
            <Table.Th ta="end">{t('dashboard.refunded')}</Table.Th>
            <Table.Th>{t('dashboard.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {charges.map((charge) => (
            <Table.Tr key={charge.intentId}>
              <Table.Td>{formatDateTime(charge.createdAt, timeZone)}</Table.Td>
              <OrderCell orderId={charge.orderId} />
              <Table.Td ta="end" style={amountStyle}>
                {formatMoney(charge.amount)}
              </Table.Td>
              <Table.Td ta="end" style={amountStyle}>
                {formatMoney(charge.applicationFee)}
              </Table.Td>
              <Table.Td ta="end" style={amountStyle}>
                {charge.refunded > 0 ? formatMoney(charge.refunded) : '—'}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLOR[charge.status] ?? 'gray'}>
                  {statusLabel(charge.status)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  );
}

/** The sandbox account's refunds, newest first. */
export function RefundsTable({
  refunds,
  timeZone,
}: {
  refunds: SandboxDashboard['refunds'];
  timeZone: string;
}) {
  const { t } = useTranslation('payments');
  return (
    <Section title={t('dashboard.refunds')} empty={refunds.length === 0 ? t('dashboard.noRefunds') : null}>
      <Table striped highlightOnHover aria-label={t('dashboard.refunds')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dashboard.date')}</Table.Th>
            <Table.Th>{t('dashboard.order')}</Table.Th>
            <Table.Th ta="end">{t('dashboard.amount')}</Table.Th>
            <Table.Th>{t('dashboard.reason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {refunds.map((refund) => (
            <Table.Tr key={refund.id}>
              <Table.Td>{formatDateTime(refund.createdAt, timeZone)}</Table.Td>
              <OrderCell orderId={refund.orderId} />
              <Table.Td ta="end" style={amountStyle}>
                {formatMoney(refund.amount)}
              </Table.Td>
              <Table.Td>{refund.reason ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  );
}
