import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { useNewOrderCount } from './use-new-order-count';

/** The orders icon with its new-order badge; the badge hides at zero like a notification dot. */
export function OrdersButton() {
  const { t } = useTranslation('shell');
  const count = useNewOrderCount();
  const label = `${t('topBar.orders')} · ${t('topBar.newOrders', { count })}`;
  return (
    <Tooltip label={label}>
      <Indicator label={count} size={18} color="red" disabled={count === 0} offset={4}>
        <ActionIcon
          component={Link}
          to={paths.orders.root}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={label}
        >
          <IconShoppingBag size={20} stroke={1.6} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
