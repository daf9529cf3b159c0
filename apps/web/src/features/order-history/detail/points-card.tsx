import type { MerchantOrder } from '@perkdesk/contracts';
import { IconCoins } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translation';
import { formatMoney, formatPoints } from '../model/order-format';
import { DetailCard } from './detail-card';
import { DetailRow } from './detail-row';

/** Global points the customer spent on the order, and earned by it. */
export function PointsCard({ order }: { order: MerchantOrder }) {
  const { t } = useTranslation('order-history');
  const na = t('notApplicable');
  const used = order.globalPointsUsed > 0;
  return (
    <DetailCard title={t('detail.points.title')} icon={IconCoins}>
      <DetailRow
        label={t('detail.points.used')}
        value={used ? formatPoints(order.globalPointsUsed) : null}
        empty={na}
      />
      <DetailRow
        label={t('detail.points.worth')}
        value={used ? formatMoney(order.globalPointsEquivalentAmount) : null}
        empty={na}
        amount
      />
      <DetailRow
        label={t('detail.points.earned')}
        // Credited on acceptance and taken back by a refund: a refunded order earned nothing.
        value={
          order.status === 'COMPLETED' && order.earnedGlobalPoints > 0
            ? formatPoints(order.earnedGlobalPoints)
            : null
        }
        empty={na}
      />
    </DetailCard>
  );
}
