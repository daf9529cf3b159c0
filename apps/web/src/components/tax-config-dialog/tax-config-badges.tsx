import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/translation';
import { useAllTaxConfigs } from './tax-configs-query';
import { taxLabel } from './tax-selection';

/** The chosen taxes by name ("HST 13%"); none is shown as tax exempt (spec 1 §5). */
export function TaxConfigBadges({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation('components');
  const all = useAllTaxConfigs();
  if (ids.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('taxes.exempt')}
      </Text>
    );
  }
  return (
    <Group gap={6}>
      {ids.map((id) => {
        const tax = all.data?.find((candidate) => candidate.id === id);
        const place = tax ? [tax.city, tax.province, tax.country].filter(Boolean)[0] : null;
        return (
          <Badge key={id} variant="light" size="lg" tt="none">
            {tax ? `${taxLabel(tax)} · ${place}` : t('taxes.unknown')}
          </Badge>
        );
      })}
    </Group>
  );
}
