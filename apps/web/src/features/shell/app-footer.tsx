import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/translation';

export function AppFooter() {
  const { t } = useTranslation('common');
  return (
    <Group component="footer" justify="space-between" py="md" gap="xs">
      <Text size="xs" c="dimmed">
        {t('footer.edition', { year: new Date().getFullYear() })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('brand.tagline')}
      </Text>
    </Group>
  );
}
