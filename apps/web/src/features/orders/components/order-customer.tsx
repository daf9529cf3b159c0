import { Anchor } from '@mantine/core';
import type { MerchantOrder } from '@perkdesk/contracts';
import { formatPhoneForDisplay } from '@perkdesk/domain';
import { useTranslation } from '../../../i18n/translation';
import { formatDistance } from '../../../lib/display-format';
import { DetailSection } from './detail-section';
import classes from './orders.module.css';

const SM = `${classes.text} ${classes.sm}`;

/**
 * Who ordered, where a delivery goes, how it is paid, and the times the merchant gave (plain
 * elements styled as Mantine's Text, as in the rest of the pane).
 */
export function OrderCustomer({ order }: { order: MerchantOrder }) {
  const { t } = useTranslation('orders');
  const address = order.deliveryAddress;
  const payment =
    order.paymentMethod === 'AT_STORE'
      ? t(order.paymentCollected ? 'detail.payAtStoreCollected' : 'detail.payAtStoreDue')
      : t('detail.paidByCard');
  return (
    <DetailSection title={t('detail.customer')}>
      <div className={classes.customer}>
        <p className={`${SM} ${classes.semibold}`}>{order.customerName ?? t('detail.notApplicable')}</p>
        {order.customerPhone ? (
          <Anchor href={`tel:${order.customerPhone}`} size="sm">
            {/* Isolated inside the link, so that the link itself lines up with the card's text. */}
            <bdi dir="ltr">{formatPhoneForDisplay(order.customerPhone) ?? order.customerPhone}</bdi>
          </Anchor>
        ) : (
          <p className={`${SM} ${classes.dimmed}`}>{t('detail.notApplicable')}</p>
        )}
        {address && (
          <p className={SM}>
            {t('detail.deliverTo')}: {address.unit ? `${address.unit}-` : ''}
            {address.streetNumber} {address.streetName}, {address.city} {address.postalCode}
            {order.deliveryDistance !== null &&
              ` · ${t('detail.distance', { distance: formatDistance(order.deliveryDistance) })}`}
          </p>
        )}
        <p
          className={`${SM} ${order.paymentMethod === 'AT_STORE' && !order.paymentCollected ? classes.orange : classes.dimmed}`}
        >
          {payment}
        </p>
        {order.preparingTime !== null && (
          <p className={SM}>{t('detail.preparingTime', { minutes: order.preparingTime })}</p>
        )}
        {order.deliveringTime !== null && (
          <p className={SM}>{t('detail.deliveringTime', { minutes: order.deliveringTime })}</p>
        )}
      </div>
    </DetailSection>
  );
}
