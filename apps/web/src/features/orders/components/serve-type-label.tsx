import { Group, Text } from '@mantine/core';
import type { MerchantOrder, ServeType } from '@perkdesk/contracts';
import {
  IconBuildingStore,
  IconShoppingBag,
  IconToolsKitchen2,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translation';

const ICONS: Record<ServeType, typeof IconShoppingBag> = {
  PICKUP: IconShoppingBag,
  DINE_IN: IconToolsKitchen2,
  DELIVERY: IconTruckDelivery,
};

/** Pick-up, dine-in or delivery, with an icon to tell them apart at a glance. */
export function ServeTypeLabel({
  order,
  size = 'sm',
}: {
  order: Pick<MerchantOrder, 'serveType'>;
  size?: string;
}) {
  const { t } = useTranslation('orders');
  const Icon = order.serveType ? ICONS[order.serveType] : IconBuildingStore;
  return (
    <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
      <Icon size={16} stroke={1.7} aria-hidden />
      <Text size={size} truncate>
        {t(`serveType.${order.serveType ?? 'unknown'}`)}
      </Text>
    </Group>
  );
}
