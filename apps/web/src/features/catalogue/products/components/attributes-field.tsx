import { ActionIcon, Button, Group, Input, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconSettings, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/translation';
import { useTerms } from '../../terms/api/list-terms';
import { TermDialog } from '../../terms/term-dialog';
import { TermsManager } from '../../terms/terms-manager';
import { type AttributeRow, attributeLabelOptions, canAddAttribute } from '../product-form';

interface AttributesFieldProps {
  value: readonly AttributeRow[];
  onChange: (rows: AttributeRow[]) => void;
  readOnly?: boolean;
  /** A problem of a row (by index), already translated. */
  rowError?: (index: number) => string | undefined;
}

/**
 * Label → value rows (spec 2 §5 Product attribute): labels come from the merchant's attributes,
 * each once per product; used labels leave the other rows' options.
 */
export function AttributesField({ value, onChange, readOnly, rowError }: AttributesFieldProps) {
  const { t } = useTranslation('products');
  const terms = useTerms('ATTRIBUTE');
  const [adding, setAdding] = useState(false);
  const [managing, setManaging] = useState(false);
  // Labels no longer in the merchant's list (renamed or deleted since) stay on their row.
  const labels = [
    ...new Set([
      ...(terms.data ?? []).map((term) => term.name),
      ...value.map((row) => row.label).filter(Boolean),
    ]),
  ];
  const available = canAddAttribute(
    (terms.data ?? []).map((term) => term.name),
    value,
  );
  const setRow = (index: number, row: AttributeRow) =>
    onChange(value.map((old, i) => (i === index ? row : old)));

  return (
    <Input.Wrapper label={t('dialog.attributes')}>
      <Stack gap="xs" mt={6}>
        {value.length === 0 && readOnly && (
          <Text size="sm" c="dimmed">
            {t('dialog.noAttributes')}
          </Text>
        )}
        {value.map((row, index) => (
          // Rows have no id of their own; a label appears once, so index and label name a row.
          <Group key={`${index}-${row.label}`} gap="xs" wrap="nowrap" align="flex-start">
            <Select
              style={{ flex: '0 0 40%' }}
              aria-label={t('dialog.attributeLabel')}
              placeholder={t('dialog.attributeLabel')}
              data={attributeLabelOptions(labels, value, index)}
              value={row.label || null}
              readOnly={readOnly}
              searchable
              nothingFoundMessage={t('dialog.noAttributeAvailable')}
              error={rowError?.(index)}
              onChange={(label) => setRow(index, { ...row, label: label ?? '' })}
            />
            <TextInput
              style={{ flex: 1 }}
              aria-label={t('dialog.attributeValue', { label: row.label })}
              placeholder={t('dialog.attributeValuePlaceholder')}
              value={row.value}
              readOnly={readOnly}
              maxLength={255}
              dir="auto"
              onChange={(event) => setRow(index, { ...row, value: event.currentTarget.value })}
            />
            {!readOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('dialog.removeAttribute', { label: row.label || String(index + 1) })}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        ))}
        {!readOnly && (
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconPlus size={14} />}
              disabled={!available}
              onClick={() => onChange([...value, { label: '', value: '' }])}
            >
              {t('dialog.addAttributeRow')}
            </Button>
            <Button size="compact-sm" variant="subtle" onClick={() => setAdding(true)}>
              {t('dialog.newAttribute')}
            </Button>
            <Tooltip label={t('terms.ATTRIBUTE.manageTitle')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('terms.ATTRIBUTE.manageTitle')}
                onClick={() => setManaging(true)}
              >
                <IconSettings size={16} />
              </ActionIcon>
            </Tooltip>
            {!available && terms.isSuccess && (
              <Text size="xs" c="dimmed">
                {t('dialog.noAttributeAvailable')}
              </Text>
            )}
          </Group>
        )}
      </Stack>
      <TermDialog
        kind="ATTRIBUTE"
        opened={adding}
        onClose={() => setAdding(false)}
        onSaved={(term) => onChange([...value, { label: term.name, value: '' }])}
      />
      <TermsManager kind="ATTRIBUTE" opened={managing} onClose={() => setManaging(false)} />
    </Input.Wrapper>
  );
}
