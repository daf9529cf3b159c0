import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconGift, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';

/** No perk at all (with a link to New perk), or none matching the search and filters. */
export function PromotionListEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation('promotions');
  return (
    <Stack align="center" gap="xs" py="xl" px="md">
      <ThemeIcon variant="light" size={48} radius="xl">
        <IconGift size={24} />
      </ThemeIcon>
      <Text fw={600}>{filtered ? t('list.noMatch') : t('list.empty')}</Text>
      <Text size="sm" c="dimmed" ta="center" maw={420}>
        {filtered ? t('list.noMatchHint') : t('list.emptyHint')}
      </Text>
      {!filtered && (
        <Button mt="xs" component={Link} to={paths.promotions.newPerk} leftSection={<IconPlus size={16} />}>
          {t('list.add')}
        </Button>
      )}
    </Stack>
  );
}
