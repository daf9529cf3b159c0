import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { MerchantOrder, OrderRefund } from '@perkdesk/contracts';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { formatDateTime, formatMoney } from '../model/order-format';
import { canRefund } from '../model/refund-form';
import { DetailCard } from './detail-card';
import classes from './order-detail.module.css';
import { RefundDialog } from './refund-dialog';

const KIND_COLOR: Record<OrderRefund['kind'], string> = { REJECT: 'red', CANCEL: 'orange', PARTIAL: 'blue' };

/**
 * Every refund of the order, oldest first (a rejection's, a cancellation's, the merchant's own),
 * with how much of the total went back; a completed order with money left takes a Refund.
 */
export function RefundsCard({ order, timeZone }: { order: MerchantOrder; timeZone?: string }) {
  const { t } = useTranslation('order-history');
  const [refunding, setRefunding] = useState(false);
  const refundable = canRefund(order);
  return (
    <DetailCard title={t('detail.refunds.title')} icon={IconReceiptRefund}>
      {order.refunds.map((refund) => (
        <Stack key={refund.id} gap={2} className={classes.line}>
          <Group justify="space-between" wrap="nowrap" gap="md" align="flex-start">
            <Group gap={6}>
              <Badge size="xs" variant="light" color={KIND_COLOR[refund.kind]}>
                {t(`detail.refunds.kinds.${refund.kind}`)}
              </Badge>
              <Text size="xs" c="dimmed">
                {formatDateTime(refund.createdAt, timeZone)}
              </Text>
            </Group>
            <Text size="sm" fw={600} className={classes.amount}>
              <bdi>{formatMoney(refund.amount)}</bdi>
            </Text>
          </Group>
          <Text size="sm" c={refund.reason.trim() ? undefined : 'dimmed'}>
            {refund.reason.trim() || t('detail.refunds.noReason')}
          </Text>
        </Stack>
      ))}
      <Group justify="space-between" align="center" gap="sm" wrap="wrap" className={classes.line}>
        <Text
          size="sm"
          fw={order.refunds.length === 0 ? undefined : 500}
          c={order.refunds.length === 0 ? 'dimmed' : undefined}
        >
          <bdi>
            {order.refunds.length === 0
              ? t('detail.refunds.none')
              : t('detail.refunds.summary', {
                  refunded: formatMoney(order.refundedAmount),
                  total: formatMoney(order.totalAmount),
                })}
          </bdi>
        </Text>
        {refundable && (
          <Button variant="light" color="red" onClick={() => setRefunding(true)}>
            {t('detail.refunds.refund')}
          </Button>
        )}
      </Group>
      <RefundDialog order={order} opened={refunding} onClose={() => setRefunding(false)} />
    </DetailCard>
  );
}
