import type { MerchantOrder } from '@perkdesk/contracts';
import { formatPhoneForDisplay } from '@perkdesk/domain';
import { IconUser } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translation';
import { formatAddress, formatDistance } from '../model/order-format';
import { serveTypeOf } from '../model/order-view';
import { DetailCard } from './detail-card';
import { DetailRow } from './detail-row';

/** Who ordered, how it was served, and where a delivery went. */
export function CustomerCard({ order }: { order: MerchantOrder }) {
  const { t } = useTranslation('order-history');
  const na = t('notApplicable');
  const serveType = serveTypeOf(order);
  return (
    <DetailCard title={t('detail.customer.title')} icon={IconUser}>
      <DetailRow label={t('detail.customer.name')} value={order.customerName} empty={na} />
      <DetailRow
        label={t('detail.customer.phone')}
        value={formatPhoneForDisplay(order.customerPhone) ?? order.customerPhone}
        empty={na}
        ltr
      />
      <DetailRow
        label={t('detail.customer.serveType')}
        value={serveType ? t(`serveType.${serveType}`) : null}
        empty={na}
      />
      <DetailRow
        label={t('detail.customer.payment')}
        value={order.paymentMethod ? t(`detail.customer.paymentMethods.${order.paymentMethod}`) : null}
        empty={na}
      />
      {serveType === 'DELIVERY' && (
        <>
          <DetailRow
            label={t('detail.customer.address')}
            value={formatAddress(order.deliveryAddress)}
            empty={na}
          />
          <DetailRow
            label={t('detail.customer.distance')}
            value={formatDistance(order.deliveryDistance)}
            empty={na}
          />
        </>
      )}
    </DetailCard>
  );
}
