import { ActionIcon, Group, Select, Tooltip } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translation';
import { type ListParams, type ListParamsPatch, PAGE_SIZES, type SortKey } from './list-params';

interface ListSortProps {
  /** No options: the list sorts elsewhere (a table's headers) and only the page size shows. */
  options: readonly SortKey[];
  params: Pick<ListParams<string>, 'sort' | 'dir' | 'size'>;
  onChange: (patch: ListParamsPatch) => void;
}

/** Sort order with its direction, and the page size. */
export function ListSort({ options, params, onChange }: ListSortProps) {
  const { t } = useTranslation('components');
  const ascending = params.dir === 'asc';
  const directionLabel = ascending ? t('list.ascending') : t('list.descending');
  const sorted = options.length > 0;
  return (
    <Group gap={6} wrap="nowrap">
      {sorted && (
        <Select
          w={130}
          aria-label={t('list.sortBy')}
          data={options.map((key) => ({ value: key, label: t(`list.sort.${key}`) }))}
          value={params.sort}
          allowDeselect={false}
          onChange={(sort) => onChange({ sort })}
        />
      )}
      {sorted && (
        <Tooltip label={directionLabel}>
          <ActionIcon
            variant="default"
            size={36}
            aria-label={directionLabel}
            onClick={() => onChange({ dir: ascending ? 'desc' : 'asc' })}
          >
            {ascending ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
          </ActionIcon>
        </Tooltip>
      )}
      <Select
        w={150}
        aria-label={t('list.pageSize')}
        data={PAGE_SIZES.map((size) => ({ value: String(size), label: t('list.perPage', { count: size }) }))}
        value={String(params.size)}
        allowDeselect={false}
        // "5 per page" keeps its number first in right-to-left too.
        dir="auto"
        renderOption={({ option }) => <bdi>{option.label}</bdi>}
        onChange={(size) => onChange({ size })}
      />
    </Group>
  );
}
