import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { PromotionResponse } from '@perkdesk/contracts';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translation';
import { formatPoints } from '../../../lib/display-format';
import { usePromotions } from '../api/list-promotions';
import { editPerkPath, newPerkPath } from '../perk-kinds';
import { PERK_ICONS } from '../wizard/perk-icons';

const RewardIcon = PERK_ICONS['reward-item'];

/**
 * /app/promotions/rewards: the merchant's reward items (what customers buy with the points of
 * point perks) and the entry to the reward-item wizard. Each card edits its item.
 */
export function RewardsPage() {
  const { t } = useTranslation('perk-wizard');
  const rewards = usePromotions({ type: 'REWARD_ITEM' });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('rewards.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('rewards.subtitle')}
          </Text>
        </div>
        <Button component={Link} to={newPerkPath('reward-item')} leftSection={<IconPlus size={16} />}>
          {t('rewards.add')}
        </Button>
      </Group>
      {rewards.isError && <Alert color="red" variant="light" title={t('rewards.loadFailed')} />}
      {rewards.isPending && <Skeleton h={120} />}
      {rewards.isSuccess && rewards.data.length === 0 && (
        <Card withBorder radius="md" padding="xl">
          <Stack align="center" gap={4}>
            <ThemeIcon size={48} radius="xl" variant="light">
              <RewardIcon size={28} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>{t('rewards.empty')}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {t('rewards.emptyHint')}
            </Text>
          </Stack>
        </Card>
      )}
      {rewards.isSuccess && rewards.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {rewards.data.map((reward) => (
            <RewardCard key={reward.id} reward={reward} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function RewardCard({ reward }: { reward: PromotionResponse }) {
  const { t } = useTranslation('perk-wizard');
  const to = editPerkPath(reward);
  const products = reward.rewardProductList.map((product) => product.name ?? '').filter(Boolean);
  return (
    <Card
      component={Link}
      to={to ?? '#'}
      withBorder
      radius="md"
      padding="md"
      aria-label={t('rewards.edit', { name: reward.name })}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {reward.name}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {products.join(', ')}
          </Text>
        </div>
        <Badge
          variant="light"
          color={reward.status === 'ACTIVE' ? 'green' : 'gray'}
          style={{ flexShrink: 0 }}
        >
          {t(`rewards.statuses.${reward.status}`)}
        </Badge>
      </Group>
      <Group gap="xs" mt="sm">
        {reward.requiredPoints !== null && (
          <Text size="sm" fw={500}>
            <bdi>{t('rewards.points', { points: formatPoints(reward.requiredPoints) })}</bdi>
          </Text>
        )}
        {!reward.isValid && (
          <Badge color="orange" variant="light">
            {t('rewards.invalid')}
          </Badge>
        )}
      </Group>
    </Card>
  );
}
