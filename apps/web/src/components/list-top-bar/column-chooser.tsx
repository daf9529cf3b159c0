import { Button, Checkbox, Divider, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translation';

/**
 * The column chooser of a list's top bar: which table columns show (spec 1 §2 Order history).
 * Methods rather than function properties, so a chooser of specific column names fits the top
 * bar's `ColumnChoice<string>`.
 */
export interface ColumnChoice<C extends string = string> {
  /** Every column, in the table's order, with its label. */
  options: readonly { value: C; label: string }[];
  value: readonly C[];
  /** Columns that cannot be hidden. */
  required?: readonly C[];
  onChange(columns: C[]): void;
  onReset(): void;
}

export function ColumnChooser({ choice }: { choice: ColumnChoice }) {
  const { t } = useTranslation('components');
  const locked = (value: string) => choice.required?.includes(value) ?? false;
  const toggle = (value: string, on: boolean) =>
    choice.onChange(on ? [...choice.value, value] : choice.value.filter((column) => column !== value));
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} />}>
          {t('list.columns.button', { count: choice.value.length })}
        </Button>
      </Popover.Target>
      {/* Mantine names the dropdown after its button ("Columns (9)"). */}
      <Popover.Dropdown p="sm">
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={8}>
          {t('list.columns.title')}
        </Text>
        <ScrollArea.Autosize mah={360} type="auto">
          <Stack gap={8} pe="xs">
            {choice.options.map((option) => (
              <Checkbox
                key={option.value}
                label={option.label}
                checked={choice.value.includes(option.value) || locked(option.value)}
                disabled={locked(option.value)}
                onChange={(event) => toggle(option.value, event.currentTarget.checked)}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Divider my="xs" />
        <Button variant="subtle" size="xs" fullWidth onClick={choice.onReset}>
          {t('list.columns.reset')}
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
