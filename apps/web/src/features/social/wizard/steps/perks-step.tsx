import { Alert, Anchor, Checkbox, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../config/routes';
import { useTranslation } from '../../../../i18n/translation';
import { usePerks } from '../../api/perks';
import type { StepProps } from '../wizard-state';

/** Select your perk(s) (spec 2 §2): the merchant's active perks; a holiday post may promote none. */
export function PerksStep({ state, change }: StepProps) {
  const { t } = useTranslation('social');
  const perks = usePerks();
  const list = (perks.data ?? []).filter(
    (perk) => !state.storeId || perk.stores.length === 0 || perk.stores.includes(state.storeId),
  );
  return (
    <Stack gap="md">
      <Title order={4}>{t('wizard.steps.existing-perks')}</Title>
      {state.postType === 'holiday' && (
        <Text size="sm" c="dimmed">
          {t('perks.optional')}
        </Text>
      )}
      {perks.isPending && <Skeleton h={160} />}
      {perks.data && list.length === 0 && (
        <Alert color="gray" variant="light" title={t('perks.none')}>
          <Anchor component={Link} to={paths.promotions.newPerk} size="sm">
            {t('perks.create')}
          </Anchor>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {list.map((perk) => (
          <Checkbox.Card
            key={perk.id}
            radius="md"
            p="md"
            checked={state.perkIds.includes(perk.id)}
            onClick={() =>
              change({
                perkIds: state.perkIds.includes(perk.id)
                  ? state.perkIds.filter((id) => id !== perk.id)
                  : [...state.perkIds, perk.id],
              })
            }
            aria-label={perk.name}
          >
            <Group wrap="nowrap" align="flex-start">
              <Checkbox.Indicator />
              <Stack gap={2} miw={0}>
                <Text fw={600}>
                  <bdi>{perk.name}</bdi>
                </Text>
                {perk.description && (
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    <bdi>{perk.description}</bdi>
                  </Text>
                )}
                {perk.couponCode && (
                  <Text size="xs" c="dimmed">
                    {t('perks.coupon')} <bdi>{perk.couponCode}</bdi>
                  </Text>
                )}
              </Stack>
            </Group>
          </Checkbox.Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
