import { Badge, Group, Stack, Text } from '@mantine/core';
import type { AppliedPromotion, MerchantOrder } from '@perkdesk/contracts';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translation';
import { formatMoney } from '../model/order-format';
import { DetailCard } from './detail-card';
import classes from './order-detail.module.css';

/** The promotions and loyalty perks the order used or earned. */
export function PerksCard({ order }: { order: MerchantOrder }) {
  const { t } = useTranslation('order-history');
  return (
    <DetailCard title={t('detail.perks.title')} icon={IconGift}>
      {order.promotions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('detail.perks.none')}
        </Text>
      ) : (
        order.promotions.map((promotion) => <Perk key={promotion.id} promotion={promotion} />)
      )}
    </DetailCard>
  );
}

function Perk({ promotion }: { promotion: AppliedPromotion }) {
  const { t } = useTranslation('order-history');
  const facts = [
    promotion.timesApplied > 1 ? t('detail.perks.times', { count: promotion.timesApplied }) : null,
    promotion.usedPunches ? t('detail.perks.usedPunches', { count: promotion.usedPunches }) : null,
    promotion.rewardPunches ? t('detail.perks.rewardPunches', { count: promotion.rewardPunches }) : null,
    promotion.usedPoints ? t('detail.perks.usedPoints', { count: promotion.usedPoints }) : null,
    promotion.rewardPoints ? t('detail.perks.rewardPoints', { count: promotion.rewardPoints }) : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <Stack gap={2} className={classes.line}>
      <Group justify="space-between" wrap="nowrap" gap="md" align="flex-start">
        <Group gap={6}>
          <Text size="sm" fw={600}>
            {promotion.name}
          </Text>
          <Badge size="xs" variant="light" color="gray">
            {t(`detail.perks.types.${promotion.type}`)}
          </Badge>
        </Group>
        {promotion.totalDiscountAmount > 0 && (
          <Text size="sm" c="green" className={classes.amount}>
            {formatMoney(-promotion.totalDiscountAmount)}
          </Text>
        )}
      </Group>
      {facts.length > 0 && (
        <Text size="xs" c="dimmed">
          {facts.join(' · ')}
        </Text>
      )}
    </Stack>
  );
}
