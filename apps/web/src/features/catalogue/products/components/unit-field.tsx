import { ActionIcon, Anchor, Autocomplete, Group, Stack, Tooltip } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/translation';
import { useTerms } from '../../terms/api/list-terms';
import { TermDialog } from '../../terms/term-dialog';
import { findTerm } from '../../terms/term-name';
import { TermsManager } from '../../terms/terms-manager';

const UNIT_MAX = 20;

interface UnitFieldProps {
  value: string;
  onChange: (unit: string) => void;
  readOnly?: boolean;
  error?: string;
}

/**
 * The unit (contract §5: a free string of 1–20 characters): the merchant's units are
 * suggestions; a new one can be typed and kept among them through the unit dialog.
 */
export function UnitField({ value, onChange, readOnly, error }: UnitFieldProps) {
  const { t } = useTranslation('products');
  const units = useTerms('UNIT');
  const [adding, setAdding] = useState(false);
  const [managing, setManaging] = useState(false);
  const typed = value.trim();
  const isNew = typed !== '' && units.isSuccess && !findTerm(units.data, typed);

  return (
    <Stack gap={4}>
      <Autocomplete
        label={t('dialog.unit')}
        withAsterisk={!readOnly}
        placeholder={t('dialog.unitPlaceholder')}
        data={(units.data ?? []).map((unit) => unit.name)}
        value={value}
        onChange={onChange}
        readOnly={readOnly}
        maxLength={UNIT_MAX}
        error={error}
        rightSectionPointerEvents="all"
        rightSection={
          readOnly ? undefined : (
            <Tooltip label={t('terms.UNIT.manageTitle')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('terms.UNIT.manageTitle')}
                onClick={() => setManaging(true)}
              >
                <IconSettings size={16} />
              </ActionIcon>
            </Tooltip>
          )
        }
      />
      {isNew && !readOnly && (
        <Group gap={4}>
          <Anchor component="button" type="button" size="xs" onClick={() => setAdding(true)}>
            {t('dialog.addUnit', { unit: typed })}
          </Anchor>
        </Group>
      )}
      <TermDialog
        kind="UNIT"
        opened={adding}
        initialName={typed}
        onClose={() => setAdding(false)}
        onSaved={(term) => onChange(term.name)}
      />
      <TermsManager kind="UNIT" opened={managing} onClose={() => setManaging(false)} />
    </Stack>
  );
}
