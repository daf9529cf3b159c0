import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translation';

/** No store at all, or none matching the search and filters. */
export function StoreListEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation('stores');
  return (
    <Stack align="center" gap="xs" py="xl" px="md">
      <ThemeIcon variant="light" size={48} radius="xl">
        <IconBuildingStore size={24} />
      </ThemeIcon>
      <Text fw={600}>{filtered ? t('list.noMatch') : t('list.empty')}</Text>
      <Text size="sm" c="dimmed" ta="center">
        {filtered ? t('list.noMatchHint') : t('list.emptyHint')}
      </Text>
    </Stack>
  );
}
