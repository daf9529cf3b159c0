import { Alert, Chip, Group, Radio, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconCalendarEvent, IconGift } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from '../../../../i18n/translation';
import { useStores } from '../../../../lib/stores-query';
import { POST_THEMES, POST_TYPES, type PostTheme, type PostType, type StepProps } from '../wizard-state';

const ICONS = { holiday: IconCalendarEvent, perk: IconGift, store: IconBuildingStore } as const;

/** Choose Post Type and Post Theme (spec 2 §2), and the store the post promotes. */
export function ChooseTypeStep({ state, change }: StepProps) {
  const { t } = useTranslation('social');
  const stores = useStores();
  const storeList = stores.data ?? [];
  const onlyStore = storeList.length === 1 ? storeList[0]?.id : null;
  useEffect(() => {
    if (onlyStore && !state.storeId) change({ storeId: onlyStore });
  }, [onlyStore, state.storeId, change]);

  return (
    <Stack gap="lg">
      <Radio.Group
        value={state.postType ?? ''}
        onChange={(value) => change({ postType: value as PostType })}
        label={<Title order={4}>{t('wizard.steps.choose-post-type')}</Title>}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
          {POST_TYPES.map((type) => {
            const Icon = ICONS[type];
            return (
              <Radio.Card key={type} value={type} radius="md" p="md" aria-label={t(`types.${type}`)}>
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <Stack gap={4}>
                    <Group gap={6}>
                      <Icon size={18} aria-hidden />
                      <Text fw={600}>{t(`types.${type}`)}</Text>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t(`typeHints.${type}`)}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            );
          })}
        </SimpleGrid>
      </Radio.Group>
      <Stack gap="xs">
        <Title order={4}>{t('wizard.postTheme')}</Title>
        <Chip.Group value={state.postTheme} onChange={(value) => change({ postTheme: value as PostTheme })}>
          <Group gap={6}>
            {POST_THEMES.map((theme) => (
              <Chip key={theme} value={theme}>
                {t(`themes.${theme}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      {stores.data && storeList.length === 0 && (
        <Alert color="orange" variant="light" title={t('wizard.noStore')} />
      )}
      {storeList.length > 0 && (
        <Select
          label={t('wizard.store')}
          description={t('wizard.storeHint')}
          data={storeList.map((store) => ({ value: store.id, label: store.name }))}
          value={state.storeId}
          onChange={(value) => change({ storeId: value, holidays: [] })}
          allowDeselect={false}
          maw={420}
        />
      )}
    </Stack>
  );
}
