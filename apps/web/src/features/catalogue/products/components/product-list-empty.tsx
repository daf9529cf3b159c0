import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPaperBag, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../../i18n/translation';

/** No product at all (with the Add button), or none matching the search and filters. */
export function ProductListEmpty({ filtered, onAdd }: { filtered: boolean; onAdd: () => void }) {
  const { t } = useTranslation('products');
  return (
    <Stack align="center" gap="xs" py="xl" px="md">
      <ThemeIcon variant="light" size={48} radius="xl">
        <IconPaperBag size={24} />
      </ThemeIcon>
      <Text fw={600}>{filtered ? t('list.noMatch') : t('list.empty')}</Text>
      <Text size="sm" c="dimmed" ta="center" maw={420}>
        {filtered ? t('list.noMatchHint') : t('list.emptyHint')}
      </Text>
      {!filtered && (
        <Button mt="xs" leftSection={<IconPlus size={16} />} onClick={onAdd}>
          {t('list.add')}
        </Button>
      )}
    </Stack>
  );
}
