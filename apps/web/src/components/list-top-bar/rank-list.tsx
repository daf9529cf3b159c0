import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import classes from './rank-list.module.css';

export interface RankListProps<T> {
  /** The items in the order being edited. */
  items: readonly T[];
  idOf: (item: T) => string;
  /** Plain name, for the handle's accessible name and the screen-reader announcements. */
  nameOf: (item: T) => string;
  /** `activeId` dropped where `overId` was (null: dropped outside the list). */
  onMove: (activeId: string, overId: string | null) => void;
  renderItem: (item: T) => ReactNode;
  disabled?: boolean;
}

// Rows only move up and down.
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * The rows of a list in drag-ordering mode (spec 2 §2): each row has a handle that drags with a
 * pointer or touch, or with the keyboard (Space picks up, arrows move, Space drops, Escape
 * cancels), and up/down buttons for one step at a time.
 */
export function RankList<T>({ items, idOf, nameOf, onMove, renderItem, disabled }: RankListProps<T>) {
  const { t } = useTranslation('components');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const nameById = new Map(items.map((item) => [idOf(item), nameOf(item)]));
  const name = (id: string | number | undefined) => nameById.get(String(id)) ?? '';
  const place = (id: string | number | undefined) => ids.indexOf(String(id)) + 1;
  const end = ({ active, over }: DragEndEvent) => onMove(String(active.id), over ? String(over.id) : null);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={end}
      accessibility={{
        screenReaderInstructions: { draggable: t('list.ranking.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('list.ranking.picked', { name: name(active.id) }),
          onDragOver: ({ active, over }) =>
            over ? t('list.ranking.over', { name: name(active.id), place: place(over.id) }) : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('list.ranking.dropped', { name: name(active.id), place: place(over.id) })
              : t('list.ranking.cancelled', { name: name(active.id) }),
          onDragCancel: ({ active }) => t('list.ranking.cancelled', { name: name(active.id) }),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        {items.map((item, index) => {
          const id = idOf(item);
          return (
            <RankRow
              key={id}
              id={id}
              name={nameOf(item)}
              place={index + 1}
              previousId={ids[index - 1] ?? null}
              nextId={ids[index + 1] ?? null}
              onMove={onMove}
              disabled={disabled}
            >
              {renderItem(item)}
            </RankRow>
          );
        })}
      </SortableContext>
    </DndContext>
  );
}

interface RankRowProps {
  id: string;
  name: string;
  place: number;
  previousId: string | null;
  nextId: string | null;
  onMove: (activeId: string, overId: string | null) => void;
  disabled?: boolean;
  children: ReactNode;
}

function RankRow({ id, name, place, previousId, nextId, onMove, disabled, children }: RankRowProps) {
  const { t } = useTranslation('components');
  const sortable = useSortable({ id, disabled });
  const style = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
  };
  return (
    <div
      ref={sortable.setNodeRef}
      style={style}
      className={classes.row}
      data-dragging={sortable.isDragging || undefined}
      data-rank-id={id}
    >
      <ActionIcon
        ref={sortable.setActivatorNodeRef}
        variant="subtle"
        color="gray"
        size="lg"
        className={classes.handle}
        aria-label={t('list.ranking.handle', { name })}
        disabled={disabled}
        {...sortable.attributes}
        {...sortable.listeners}
      >
        <IconGripVertical size={18} />
      </ActionIcon>
      <Badge variant="light" color="gray" size="lg" w={44} aria-hidden>
        {place}
      </Badge>
      <div className={classes.content}>{children}</div>
      <Group gap={2} wrap="nowrap">
        <Tooltip label={t('list.ranking.up')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('list.ranking.upNamed', { name })}
            disabled={disabled || previousId === null}
            onClick={() => previousId && onMove(id, previousId)}
          >
            <IconArrowUp size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('list.ranking.down')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('list.ranking.downNamed', { name })}
            disabled={disabled || nextId === null}
            onClick={() => nextId && onMove(id, nextId)}
          >
            <IconArrowDown size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </div>
  );
}
