import {
  Avatar,
  Badge,
  Checkbox,
  Group,
  Input,
  ScrollArea,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPhoto, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translation';

export interface MemberCandidate {
  id: string;
  name: string;
  image?: string | null;
  status: 'ACTIVE' | 'INACTIVE' | 'DELETED';
  /** A short extra column, such as the price. */
  detail?: string;
}

interface MemberTableProps {
  label: string;
  /** The search box's label and placeholder ("Search products"). */
  searchLabel: string;
  /** Every item that can be a member (the live ones). */
  candidates: readonly MemberCandidate[];
  /** Members the candidates lack: deleted on the server, shown "(deleted)" and only removable. */
  missing?: readonly MemberCandidate[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  readOnly?: boolean;
  loading?: boolean;
  error?: string;
}

/**
 * The members of a group as a table with search (spec 2 §2 Dialogs: product group with product
 * table and search; add-on group): a checkbox adds or removes an item; "In the group" narrows
 * the table to the chosen ones. Read only, it lists the members.
 */
export function MemberTable({
  label,
  searchLabel,
  candidates,
  missing = [],
  value,
  onChange,
  readOnly = false,
  loading = false,
  error,
}: MemberTableProps) {
  const { t } = useTranslation('catalogue');
  const [search, setSearch] = useState('');
  const [chosenOnly, setChosenOnly] = useState(readOnly);
  // The members the table opened with come first; rows do not jump while they are ticked.
  const [firstShown] = useState(() => new Set(value));
  const chosen = new Set(value);
  const needle = search.trim().toLocaleLowerCase();
  const all = [...missing, ...candidates];
  const ordered = [
    ...all.filter((item) => firstShown.has(item.id)),
    ...all.filter((item) => !firstShown.has(item.id)),
  ];
  const rows = ordered.filter(
    (item) =>
      (!(chosenOnly || readOnly) || chosen.has(item.id)) &&
      (!needle || item.name.toLocaleLowerCase().includes(needle)),
  );
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...value.filter((other) => other !== id), id] : value.filter((other) => other !== id));

  return (
    <Input.Wrapper label={label} error={error}>
      <Stack gap="xs" mt={6}>
        <Group gap="sm" wrap="wrap">
          <TextInput
            style={{ flex: '1 1 200px' }}
            type="search"
            aria-label={searchLabel}
            placeholder={searchLabel}
            leftSection={<IconSearch size={16} stroke={1.6} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          {!readOnly && (
            <SegmentedControl
              size="sm"
              aria-label={t('members.show')}
              value={chosenOnly ? 'chosen' : 'all'}
              onChange={(next) => setChosenOnly(next === 'chosen')}
              data={[
                { value: 'all', label: t('members.all') },
                { value: 'chosen', label: t('members.chosen') },
              ]}
            />
          )}
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('members.count', { count: value.length })}
        </Text>
        <ScrollArea.Autosize mah={280} type="auto">
          {loading ? (
            <Skeleton h={120} />
          ) : rows.length === 0 ? (
            <Text size="sm" c="dimmed" py="md" ta="center">
              {needle
                ? t('members.noMatch')
                : readOnly || chosenOnly
                  ? t('members.none')
                  : t('members.noItems')}
            </Text>
          ) : (
            <Table highlightOnHover verticalSpacing={6} striped={false}>
              <Table.Tbody>
                {rows.map((item) => {
                  const deleted = item.status === 'DELETED';
                  const name = deleted ? t('members.deleted', { name: item.name }) : item.name;
                  const on = chosen.has(item.id);
                  return (
                    <Table.Tr key={item.id} data-member-id={item.id}>
                      {!readOnly && (
                        <Table.Td w={40}>
                          <Checkbox
                            aria-label={t('members.include', { name })}
                            checked={on}
                            // A deleted item can leave the group, never join it.
                            disabled={deleted && !on}
                            onChange={(event) => toggle(item.id, event.currentTarget.checked)}
                          />
                        </Table.Td>
                      )}
                      <Table.Td w={48}>
                        <Avatar src={item.image ?? undefined} radius="sm" size={32} alt="" color="gray">
                          <IconPhoto size={16} />
                        </Avatar>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" c={deleted ? 'dimmed' : undefined}>
                          <bdi>{name}</bdi>
                        </Text>
                      </Table.Td>
                      {item.detail !== undefined && (
                        <Table.Td ta="end">
                          <Text size="sm" c="dimmed">
                            {item.detail}
                          </Text>
                        </Table.Td>
                      )}
                      <Table.Td w={96} ta="end">
                        {!deleted && (
                          <Badge
                            size="sm"
                            variant="light"
                            tt="none"
                            color={item.status === 'ACTIVE' ? 'green' : 'gray'}
                          >
                            {t(`members.statuses.${item.status}`)}
                          </Badge>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          )}
        </ScrollArea.Autosize>
      </Stack>
    </Input.Wrapper>
  );
}
