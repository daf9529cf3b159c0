import { Text } from '@mantine/core';
import { useTranslation } from '../../i18n/translation';
import { lastUpdatedParts } from './format-last-updated';

/** "Last updated 3 hours ago · Mar 10, 2026, 9:00 AM": relative time, then the en-US date. */
export function LastUpdated({ at }: { at: string | null | undefined }) {
  const { t, i18n } = useTranslation('components');
  const parts = lastUpdatedParts(at, new Date(), i18n.language);
  if (!parts) return null;
  return (
    <Text size="xs" c="dimmed" title={at ?? undefined}>
      {t('row.lastUpdated', parts)}
    </Text>
  );
}
