import { Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from '../../../../i18n/translation';
import { useStores } from '../../../../lib/stores-query';
import type { StepProps } from '../wizard-state';

/** General store promotion (spec 2 §2): the store the post promotes, and what to put forward. */
export function StorePromotionStep({ state, change }: StepProps) {
  const { t } = useTranslation('social');
  const store = useStores().data?.find((candidate) => candidate.id === state.storeId);
  return (
    <Stack gap="md">
      <Title order={4}>{t('wizard.steps.general-store-promotion')}</Title>
      {store && (
        <Text>
          {t('storePromotion.store')} <bdi>{store.name}</bdi>
        </Text>
      )}
      <Textarea
        label={t('storePromotion.highlight')}
        description={t('storePromotion.highlightHint')}
        value={state.highlight}
        onChange={(event) => change({ highlight: event.currentTarget.value })}
        maxLength={200}
        autosize
        minRows={2}
      />
    </Stack>
  );
}
