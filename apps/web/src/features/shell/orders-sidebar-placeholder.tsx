import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/translation';

/** Holds the orders sidebar's place until the orders work brings the live list (spec 1 §2). */
export function OrdersSidebarPlaceholder() {
  const { t } = useTranslation('shell');
  return (
    <Stack p="md" gap="xs">
      <Title order={2} fz="h5">
        {t('ordersArea.sidebarTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('ordersArea.sidebarBody')}
      </Text>
    </Stack>
  );
}
