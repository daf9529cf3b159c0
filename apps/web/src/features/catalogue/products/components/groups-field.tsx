import { MultiSelect } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/translation';

interface NamedGroup {
  id: string;
  name: string;
}

interface GroupsFieldProps {
  label: string;
  /** The live (not deleted) groups that can be chosen. */
  groups: readonly NamedGroup[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Looks up a chosen group that is not in the list (deleted since), for its name. */
  lookup: {
    key: (id: string) => readonly unknown[];
    fetch: (id: string, signal?: AbortSignal) => Promise<NamedGroup>;
  };
  readOnly?: boolean;
  error?: string;
  placeholder?: string;
  nothingFound?: string;
}

/**
 * Product groups or add-on groups of a product. A chosen group deleted on the server shows as
 * "<name> (deleted)" and cannot be chosen again (spec 2 §2 Catalogue pickers).
 */
export function GroupsField({
  label,
  groups,
  value,
  onChange,
  lookup,
  readOnly,
  error,
  placeholder,
  nothingFound,
}: GroupsFieldProps) {
  const { t } = useTranslation('products');
  const live = new Set(groups.map((group) => group.id));
  const missing = value.filter((id) => !live.has(id));
  const found = useQueries({
    queries: missing.map((id) => ({
      queryKey: lookup.key(id),
      queryFn: ({ signal }: { signal?: AbortSignal }) => lookup.fetch(id, signal),
    })),
  });
  const deleted = missing.map((id, index) => ({
    value: id,
    label: t('dialog.deletedItem', { name: found[index]?.data?.name ?? t('dialog.unknownGroup') }),
    disabled: true,
  }));

  return (
    <MultiSelect
      label={label}
      placeholder={value.length === 0 ? placeholder : undefined}
      data={[...groups.map((group) => ({ value: group.id, label: group.name })), ...deleted]}
      value={[...value]}
      onChange={onChange}
      readOnly={readOnly}
      searchable
      nothingFoundMessage={nothingFound}
      error={error}
    />
  );
}
