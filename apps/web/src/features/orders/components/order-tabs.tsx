import { SimpleGrid, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../i18n/translation';
import { ORDER_TABS, type OrderTab } from '../model/order-tabs';
import classes from './orders.module.css';

interface OrderTabsProps {
  counts: Record<OrderTab, number>;
  tab: OrderTab | null;
  onChoose: (tab: OrderTab) => void;
}

/** New, accepted, preparing, ready, each with its count; one at most is chosen (choosing it again shows all). */
export function OrderTabs({ counts, tab, onChoose }: OrderTabsProps) {
  const { t } = useTranslation('orders');
  return (
    <SimpleGrid cols={4} spacing={6} role="group" aria-label={t('tabs.label')}>
      {ORDER_TABS.map((candidate) => (
        <UnstyledButton
          key={candidate}
          className={classes.tab}
          aria-pressed={tab === candidate}
          aria-label={`${t(`tabs.${candidate}`)} ${counts[candidate]}`}
          onClick={() => onChoose(candidate)}
          data-testid={`order-tab-${candidate}`}
        >
          <span className={classes.tabCount}>{counts[candidate]}</span>
          <span className={classes.tabLabel}>{t(`tabs.${candidate}`)}</span>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
