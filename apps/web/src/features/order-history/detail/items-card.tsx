import { Text } from '@mantine/core';
import type { MerchantOrder } from '@perkdesk/contracts';
import { IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translation';
import { DetailCard } from './detail-card';
import { ItemLine } from './item-line';

export function ItemsCard({ order }: { order: MerchantOrder }) {
  const { t } = useTranslation('order-history');
  return (
    <DetailCard title={t('detail.items.title', { count: order.numberOfItems })} icon={IconShoppingBag}>
      {order.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('notApplicable')}
        </Text>
      ) : (
        order.items.map((line) => <ItemLine key={line.id} line={line} />)
      )}
    </DetailCard>
  );
}
