import { ActionIcon, Anchor, Group, MultiSelect, Stack, Tooltip } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/translation';
import { useTerms } from '../../terms/api/list-terms';
import { TermDialog } from '../../terms/term-dialog';
import { TermsManager } from '../../terms/terms-manager';

interface CategoriesFieldProps {
  value: readonly string[];
  onChange: (names: string[]) => void;
  readOnly?: boolean;
  error?: string;
}

/** The product's categories (by name, contract §5); "add category" opens the category dialog. */
export function CategoriesField({ value, onChange, readOnly, error }: CategoriesFieldProps) {
  const { t } = useTranslation('products');
  const categories = useTerms('CATEGORY');
  const [adding, setAdding] = useState(false);
  const [managing, setManaging] = useState(false);
  const names = (categories.data ?? []).map((category) => category.name);
  // A category deleted since the product was loaded stays visible (and removable) on it.
  const data = [...new Set([...names, ...value])];

  return (
    <Stack gap={4}>
      <MultiSelect
        label={t('dialog.categories')}
        placeholder={
          value.length === 0 ? t(readOnly ? 'dialog.none' : 'dialog.categoriesPlaceholder') : undefined
        }
        data={data}
        value={[...value]}
        onChange={onChange}
        readOnly={readOnly}
        searchable
        nothingFoundMessage={t('dialog.noCategory')}
        error={error}
        rightSectionPointerEvents="all"
        rightSection={
          readOnly ? undefined : (
            <Tooltip label={t('terms.CATEGORY.manageTitle')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('terms.CATEGORY.manageTitle')}
                onClick={() => setManaging(true)}
              >
                <IconSettings size={16} />
              </ActionIcon>
            </Tooltip>
          )
        }
      />
      {!readOnly && (
        <Group gap={4}>
          <Anchor component="button" type="button" size="xs" onClick={() => setAdding(true)}>
            {t('dialog.addCategory')}
          </Anchor>
        </Group>
      )}
      <TermDialog
        kind="CATEGORY"
        opened={adding}
        onClose={() => setAdding(false)}
        onSaved={(term) => onChange([...value, term.name])}
      />
      <TermsManager kind="CATEGORY" opened={managing} onClose={() => setManaging(false)} />
    </Stack>
  );
}
