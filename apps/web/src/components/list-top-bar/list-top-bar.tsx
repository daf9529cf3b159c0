import { Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowsSort, IconCheck, IconEdit, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { type ColumnChoice, ColumnChooser } from './column-chooser';
import type { ListFilter } from './list-filter';
import { ListFilters } from './list-filters';
import type { ListDefaults, SortKey } from './list-params';
import { ListSearch } from './list-search';
import { ListSort } from './list-sort';
import { useListParams } from './use-list-params';

export interface ListSelection {
  /** How many of the shown items are checked. */
  checked: number;
  shown: number;
  onToggleAll: (checked: boolean) => void;
}

/**
 * The drag-ordering mode (spec 2 §2, product groups): Edit order, then Cancel (the order goes
 * back) or Save. While editing, the list shows every item as a draggable row (RankList).
 */
export interface ListRanking {
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: () => void;
  saving?: boolean;
  /** Save is offered only once the order changed. */
  changed?: boolean;
  /** Editing cannot start (nothing to order yet, or the list is still loading). */
  disabled?: boolean;
}

export interface ListTopBarProps {
  onAdd?: () => void;
  addLabel?: string;
  onEdit?: () => void;
  onDelete?: () => void;
  selection?: ListSelection;
  searchPlaceholder?: string;
  filters?: readonly ListFilter[];
  /** The shared sort choices; an empty list leaves sorting to the list (a table's headers). */
  sortOptions?: readonly SortKey[];
  /** What the list shows while the URL says nothing: sort, page size, date range. */
  defaults?: ListDefaults<string>;
  /** Extra controls at the end of the filter row. */
  children?: ReactNode;
  ranking?: ListRanking;
  /** A column chooser, after the page size. */
  columns?: ColumnChoice;
}

/**
 * The shared list top bar (spec 2 §2): actions, search, filters, sort, page size, select all and
 * Clear All. Search, filters, sort and page live in the URL (useListParams), where the list
 * reads them too. Edit needs exactly one checked item; delete at least one.
 */
export function ListTopBar(props: ListTopBarProps) {
  const { t } = useTranslation('components');
  const list = useListParams<string>(props.defaults);
  const { selection } = props;
  const checked = selection?.checked ?? 0;

  if (props.ranking?.editing) return <RankingBar ranking={props.ranking} />;

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 420px' }}>
            {selection && (
              <Checkbox
                aria-label={t('list.selectAll')}
                checked={selection.shown > 0 && checked === selection.shown}
                indeterminate={checked > 0 && checked < selection.shown}
                disabled={selection.shown === 0}
                onChange={(event) => selection.onToggleAll(event.currentTarget.checked)}
              />
            )}
            <ListSearch
              value={list.params.search}
              placeholder={props.searchPlaceholder}
              onSearch={(q) => list.set({ q })}
            />
          </Group>
          <Group gap="xs">
            {props.ranking && (
              <Button
                variant="default"
                leftSection={<IconArrowsSort size={16} />}
                disabled={props.ranking.disabled}
                onClick={props.ranking.onEdit}
              >
                {t('list.ranking.edit')}
              </Button>
            )}
            {props.onDelete && (
              <Button
                variant="default"
                color="red"
                leftSection={<IconTrash size={16} />}
                disabled={checked === 0}
                onClick={props.onDelete}
              >
                {checked > 0 ? t('list.deleteCount', { count: checked }) : t('list.delete')}
              </Button>
            )}
            {props.onEdit && (
              <Button
                variant="default"
                leftSection={<IconEdit size={16} />}
                disabled={checked !== 1}
                onClick={props.onEdit}
              >
                {t('list.edit')}
              </Button>
            )}
            {props.onAdd && (
              <Button leftSection={<IconPlus size={16} />} onClick={props.onAdd}>
                {props.addLabel ?? t('list.add')}
              </Button>
            )}
          </Group>
        </Group>
        <Group gap="sm" wrap="wrap">
          <ListFilters filters={props.filters ?? []} params={list.params} onChange={list.set} />
          {props.children}
          <ListSort
            options={props.sortOptions ?? ['name', 'status', 'date']}
            params={list.params}
            onChange={list.set}
          />
          {props.columns && <ColumnChooser choice={props.columns} />}
          <Button variant="subtle" disabled={!list.filtered} onClick={list.clear}>
            {t('list.clearAll')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The top bar while the order is edited: what to do, and Cancel or Save. */
function RankingBar({ ranking }: { ranking: ListRanking }) {
  const { t } = useTranslation('components');
  return (
    <Paper withBorder p="md" radius="md">
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 320px' }}>
          <Text fw={600}>{t('list.ranking.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('list.ranking.hint')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconX size={16} />}
            disabled={ranking.saving}
            onClick={ranking.onCancel}
          >
            {t('list.ranking.cancel')}
          </Button>
          <Button
            leftSection={<IconCheck size={16} />}
            loading={ranking.saving}
            disabled={ranking.changed === false}
            onClick={ranking.onSave}
          >
            {t('list.ranking.save')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
