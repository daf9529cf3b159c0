import { Anchor, Stack, Text } from '@mantine/core';
import type { MerchantOrder } from '@perkdesk/contracts';
import { formatPhoneForDisplay } from '@perkdesk/domain';
import { useTranslation } from '../../../i18n/translation';
import { formatDistance } from '../../../lib/display-format';
import { DetailSection } from './detail-section';

/** Who ordered, where a delivery goes, how it is paid, and the times the merchant gave. */
export function OrderCustomer({ order }: { order: MerchantOrder }) {
  const { t } = useTranslation('orders');
  const address = order.deliveryAddress;
  const payment =
    order.paymentMethod === 'AT_STORE'
      ? t(order.paymentCollected ? 'detail.payAtStoreCollected' : 'detail.payAtStoreDue')
      : t('detail.paidByCard');
  return (
    <DetailSection title={t('detail.customer')}>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {order.customerName ?? t('detail.notApplicable')}
        </Text>
        {order.customerPhone ? (
          <Anchor href={`tel:${order.customerPhone}`} size="sm" dir="ltr">
            {formatPhoneForDisplay(order.customerPhone) ?? order.customerPhone}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('detail.notApplicable')}
          </Text>
        )}
        {address && (
          <Text size="sm">
            {t('detail.deliverTo')}: {address.unit ? `${address.unit}-` : ''}
            {address.streetNumber} {address.streetName}, {address.city} {address.postalCode}
            {order.deliveryDistance !== null &&
              ` · ${t('detail.distance', { distance: formatDistance(order.deliveryDistance) })}`}
          </Text>
        )}
        <Text
          size="sm"
          c={order.paymentMethod === 'AT_STORE' && !order.paymentCollected ? 'orange' : 'dimmed'}
        >
          {payment}
        </Text>
        {order.preparingTime !== null && (
          <Text size="sm">{t('detail.preparingTime', { minutes: order.preparingTime })}</Text>
        )}
        {order.deliveringTime !== null && (
          <Text size="sm">{t('detail.deliveringTime', { minutes: order.deliveringTime })}</Text>
        )}
      </Stack>
    </DetailSection>
  );
}
