import type { MerchantOrder } from '@perkdesk/contracts';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translation';
import { formatDateTime, formatMinutes } from '../model/order-format';
import { DetailCard } from './detail-card';
import { DetailRow } from './detail-row';

/** Preparing time, and the delivering time of a delivery (spec 1 §2); hidden for a rejected order. */
export function TimingCard({ order, timeZone }: { order: MerchantOrder; timeZone?: string }) {
  const { t } = useTranslation('order-history');
  const na = t('notApplicable');
  return (
    <DetailCard title={t('detail.timing.title')} icon={IconClockHour4}>
      <DetailRow label={t('detail.timing.preparing')} value={formatMinutes(order.preparingTime)} empty={na} />
      {order.serveType === 'DELIVERY' && (
        <DetailRow
          label={t('detail.timing.delivering')}
          value={formatMinutes(order.deliveringTime)}
          empty={na}
        />
      )}
      <DetailRow
        label={t('detail.timing.paidAt')}
        value={formatDateTime(order.paidAt, timeZone)}
        empty={na}
      />
      <DetailRow
        label={t('detail.timing.acceptedAt')}
        value={formatDateTime(order.acceptedAt, timeZone)}
        empty={na}
      />
    </DetailCard>
  );
}
