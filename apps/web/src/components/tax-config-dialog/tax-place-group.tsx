import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/translation';
import { type TaxPlaceGroup as Group_, taxLabel } from './tax-selection';

interface TaxPlaceGroupProps {
  group: Group_;
  selected: ReadonlySet<string>;
  onToggle: (id: string, checked: boolean) => void;
}

/** The taxes of one place, under its name and level. */
export function TaxPlaceGroup({ group, selected, onToggle }: TaxPlaceGroupProps) {
  const { t } = useTranslation('components');
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {group.place}
        </Text>
        <Badge size="xs" variant="light" color="gray">
          {t(`taxes.levels.${group.level}`)}
        </Badge>
      </Group>
      {group.taxes.map((tax) => (
        <Checkbox
          key={tax.id}
          checked={selected.has(tax.id)}
          onChange={(event) => onToggle(tax.id, event.currentTarget.checked)}
          label={taxLabel(tax)}
          description={tax.description}
        />
      ))}
    </Stack>
  );
}
