import type { MerchantOrder, ServeType } from '@perkdesk/contracts';
import {
  IconBuildingStore,
  IconShoppingBag,
  IconToolsKitchen2,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translation';
import classes from './orders.module.css';

const ICONS: Record<ServeType, typeof IconShoppingBag> = {
  PICKUP: IconShoppingBag,
  DINE_IN: IconToolsKitchen2,
  DELIVERY: IconTruckDelivery,
};

/** Pick-up, dine-in or delivery, with an icon to tell them apart at a glance (plain elements: cheap in cards). */
export function ServeTypeLabel({
  order,
  size = 'sm',
}: {
  order: Pick<MerchantOrder, 'serveType'>;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation('orders');
  const Icon = order.serveType ? ICONS[order.serveType] : IconBuildingStore;
  return (
    <span className={classes.serveType}>
      <Icon size={16} stroke={1.7} aria-hidden />
      <span className={`${classes.text} ${size === 'xs' ? classes.xs : classes.sm} ${classes.truncate}`}>
        {t(`serveType.${order.serveType ?? 'unknown'}`)}
      </span>
    </span>
  );
}
