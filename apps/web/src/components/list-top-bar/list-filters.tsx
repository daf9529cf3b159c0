import { Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { ENTITY_STATUSES, SERVE_TYPES } from '@perkdesk/contracts';
import { useTranslation } from '../../i18n/translation';
import type { ListFilter } from './list-filter';
import type { ListParams, ListParamsPatch } from './list-params';

interface ListFiltersProps {
  filters: readonly ListFilter[];
  params: ListParams<string>;
  onChange: (patch: ListParamsPatch) => void;
}

// A store filter is worth its space only with more than two stores to choose from (spec 2 §9).
const STORE_FILTER_MIN = 3;

export function ListFilters({ filters, params, onChange }: ListFiltersProps) {
  const { t } = useTranslation('components');
  const statusOptions = ENTITY_STATUSES.filter((s) => s !== 'DELETED').map((s) => ({
    value: s,
    label: t(`list.statuses.${s}`),
  }));
  const serveOptions = SERVE_TYPES.map((s) => ({ value: s, label: t(`list.serveTypes.${s}`) }));

  const control = (filter: ListFilter) => {
    switch (filter.kind) {
      case 'status':
        return (
          <Select
            key="status"
            w={150}
            aria-label={t('list.status')}
            placeholder={t('list.allStatuses')}
            data={statusOptions}
            value={params.status}
            clearable
            onChange={(status) => onChange({ status })}
          />
        );
      case 'store':
        return filter.stores.length < STORE_FILTER_MIN ? null : (
          <Select
            key="store"
            w={180}
            aria-label={t('list.store')}
            placeholder={t('list.allStores')}
            data={filter.stores}
            value={params.store}
            clearable
            searchable
            onChange={(store) => onChange({ store })}
          />
        );
      case 'serve':
        return (
          <MultiSelect
            key="serve"
            miw={180}
            aria-label={t('list.serve')}
            placeholder={params.serve.length === 0 ? t('list.serveAll') : undefined}
            data={serveOptions}
            value={params.serve}
            clearable
            onChange={(serve) => onChange({ serve })}
          />
        );
      case 'dateRange':
        return (
          // Native date fields: a calendar library would weigh more than every list it serves.
          <Group key="dates" gap={6} wrap="nowrap">
            <TextInput
              type="date"
              aria-label={t('list.from')}
              value={params.from ?? ''}
              max={params.to ?? undefined}
              onChange={(e) => onChange({ from: e.currentTarget.value })}
            />
            <TextInput
              type="date"
              aria-label={t('list.to')}
              value={params.to ?? ''}
              min={params.from ?? undefined}
              onChange={(e) => onChange({ to: e.currentTarget.value })}
            />
          </Group>
        );
      case 'select':
        return (
          <Select
            key={filter.key}
            w={180}
            aria-label={filter.label}
            placeholder={filter.placeholder ?? filter.label}
            data={filter.options}
            value={params.filters[filter.key] ?? null}
            clearable
            searchable
            onChange={(value) => onChange({ [filter.key]: value })}
          />
        );
    }
  };
  return filters.map(control);
}
