import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconCalendarTime, IconCopy, IconEdit, IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from '../../i18n/translation';

export interface RowActionHandlers {
  onSchedule?: () => void;
  onShow?: () => void;
  onDuplicate?: () => void;
  onAdd?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}

type ActionKey = keyof RowActionHandlers;
const ACTIONS: [
  ActionKey,
  'schedule' | 'show' | 'duplicate' | 'add' | 'edit' | 'delete',
  ComponentType<{ size: number }>,
][] = [
  ['onSchedule', 'schedule', IconCalendarTime],
  ['onShow', 'show', IconEye],
  ['onDuplicate', 'duplicate', IconCopy],
  ['onAdd', 'add', IconPlus],
  ['onEdit', 'edit', IconEdit],
  ['onDelete', 'delete', IconTrash],
];

/** The row icons of spec 2 §2, each shown only when the list gives its handler. */
export function RowActions({ name, ...handlers }: RowActionHandlers & { name: string }) {
  const { t } = useTranslation('components');
  return (
    <Group gap={4} wrap="nowrap">
      {ACTIONS.map(([key, label, Icon]) => {
        const handler = handlers[key];
        if (!handler) return null;
        return (
          <Tooltip key={key} label={t(`row.${label}`)}>
            <ActionIcon
              variant="subtle"
              color={label === 'delete' ? 'red' : 'gray'}
              size="lg"
              aria-label={t(`row.${label}Named`, { name })}
              onClick={handler}
            >
              <Icon size={18} />
            </ActionIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
}
