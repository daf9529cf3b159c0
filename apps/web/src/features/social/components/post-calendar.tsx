import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Box, Group, Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { SocialPost } from '@perkdesk/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';
import {
  byDay,
  cellPosts,
  cutTitle,
  dayKey,
  eventBox,
  HOUR_SLOT_PX,
  MONTH_TITLE_CHARS,
  monthGrid,
  WEEK_TITLE_CHARS,
  weekDays,
} from '../model/calendar';
import { isMovable, postDate, statusColor } from '../model/post-view';

export type CalendarMode = 'month' | 'week';

const HOURS = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);

interface PostCalendarProps {
  mode: CalendarMode;
  anchor: Date;
  posts: readonly SocialPost[];
  onOpenPost: (post: SocialPost) => void;
  onOpenDay: (day: string) => void;
  /** A scheduled post dropped on another day. */
  onMove: (post: SocialPost, day: string) => void;
}

/** Your posts as a month grid (42 days from Sunday) or a week of hourly slots; scheduled posts drag to another day. */
export function PostCalendar(props: PostCalendarProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const posts = byDay(props.posts, postDate);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const post = props.posts.find((candidate) => candidate.refId === active.id);
    const day = over ? String(over.id) : null;
    const from = post ? postDate(post) : null;
    if (post && day && from && dayKey(from) !== day) props.onMove(post, day);
  };
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      {props.mode === 'month' ? <MonthView {...props} days={posts} /> : <WeekView {...props} days={posts} />}
    </DndContext>
  );
}

type ViewProps = PostCalendarProps & { days: Map<string, SocialPost[]> };

function weekdayNames(locale: string): string[] {
  // 2026-11-01 is a Sunday: the header starts there (spec 2 §9, weeks start on Sunday).
  return Array.from({ length: 7 }, (_, index) =>
    new Date(2026, 10, 1 + index).toLocaleDateString(locale, { weekday: 'short' }),
  );
}

function MonthView({ anchor, days, onOpenPost, onOpenDay }: ViewProps) {
  const { t, i18n } = useTranslation('social');
  const today = dayKey(new Date());
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <SimpleGrid cols={7} spacing={0}>
        {weekdayNames(i18n.language).map((name) => (
          <Text key={name} size="xs" fw={600} ta="center" py={6} c="dimmed">
            {name}
          </Text>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={7} spacing={0} data-testid="month-grid">
        {monthGrid(anchor).map((date, index) => {
          const key = dayKey(date);
          const { shown, more } = cellPosts(days.get(key) ?? []);
          return (
            <DayCell key={key} day={key} index={index}>
              <UnstyledButton
                onClick={() => onOpenDay(key)}
                aria-label={date.toLocaleDateString(i18n.language, { dateStyle: 'full' })}
              >
                <Text
                  size="xs"
                  fw={key === today ? 700 : 400}
                  c={date.getMonth() === anchor.getMonth() ? undefined : 'dimmed'}
                >
                  <bdi>{date.getDate()}</bdi>
                </Text>
              </UnstyledButton>
              {shown.map((post) => (
                <PostChip key={post.refId} post={post} onOpen={onOpenPost} max={MONTH_TITLE_CHARS} />
              ))}
              {more > 0 && (
                <UnstyledButton onClick={() => onOpenDay(key)}>
                  <Text size="xs" c="dimmed">
                    {t('calendar.more', { count: more })}
                  </Text>
                </UnstyledButton>
              )}
            </DayCell>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}

function DayCell({ day, index, children }: { day: string; index: number; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: day });
  return (
    <Box
      ref={setNodeRef}
      data-day={day}
      data-day-index={index}
      mih={96}
      p={4}
      style={{
        borderBlockStart: '1px solid var(--mantine-color-default-border)',
        borderInlineStart: index % 7 === 0 ? undefined : '1px solid var(--mantine-color-default-border)',
        background: isOver ? 'var(--mantine-primary-color-light)' : undefined,
        minWidth: 0,
      }}
    >
      {children}
    </Box>
  );
}

function PostChip({
  post,
  onOpen,
  max,
}: {
  post: SocialPost;
  onOpen: (post: SocialPost) => void;
  max: number;
}) {
  const movable = isMovable(post);
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: post.refId,
    disabled: !movable,
  });
  const date = postDate(post);
  const time = date ? date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : '';
  return (
    <UnstyledButton
      ref={setNodeRef}
      {...(movable ? listeners : {})}
      {...(movable ? attributes : {})}
      onClick={() => onOpen(post)}
      data-post={post.refId}
      title={post.post}
      // The chip's line follows its text's own direction, so a cut keeps the title's start visible.
      dir="auto"
      style={{
        display: 'block',
        width: '100%',
        marginBlockStart: 2,
        paddingInline: 4,
        borderRadius: 4,
        fontSize: 'var(--mantine-font-size-xs)',
        background: `var(--mantine-color-${statusColor(post.status)}-light)`,
        cursor: movable ? 'grab' : 'pointer',
        opacity: isDragging ? 0.6 : 1,
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis',
        zIndex: isDragging ? 2 : undefined,
        position: 'relative',
      }}
    >
      <bdi>{time}</bdi> {cutTitle(post.post, max)}
    </UnstyledButton>
  );
}

function WeekView({ anchor, days, onOpenPost, onOpenDay }: ViewProps) {
  const { i18n } = useTranslation('social');
  const week = weekDays(anchor);
  return (
    <Paper withBorder radius="md" style={{ overflow: 'auto' }}>
      <Group gap={0} wrap="nowrap" align="stretch" miw={720}>
        <Box w={56} style={{ flex: 'none' }}>
          <Box h={32} />
          {HOURS.map((hour) => (
            <Text key={hour} h={HOUR_SLOT_PX} size="xs" c="dimmed" ta="end" pe={4} data-testid="hour-slot">
              <bdi>{hour}</bdi>
            </Text>
          ))}
        </Box>
        {week.map((date, index) => {
          const key = dayKey(date);
          return (
            <Box key={key} style={{ flex: 1, minWidth: 0 }}>
              <UnstyledButton onClick={() => onOpenDay(key)} h={32} w="100%">
                <Text size="xs" fw={600} ta="center">
                  <bdi>{date.toLocaleDateString(i18n.language, { weekday: 'short', day: 'numeric' })}</bdi>
                </Text>
              </UnstyledButton>
              <WeekColumn day={key} index={index}>
                {(days.get(key) ?? []).map((post) => {
                  const at = postDate(post);
                  if (!at) return null;
                  const box = eventBox(at);
                  return (
                    <Box
                      key={post.refId}
                      style={{
                        position: 'absolute',
                        insetBlockStart: box.top,
                        insetInline: 2,
                        height: box.height,
                      }}
                      data-testid="week-event"
                    >
                      <PostChip post={post} onOpen={onOpenPost} max={WEEK_TITLE_CHARS} />
                    </Box>
                  );
                })}
              </WeekColumn>
            </Box>
          );
        })}
      </Group>
    </Paper>
  );
}

function WeekColumn({ day, index, children }: { day: string; index: number; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: day });
  return (
    <Box
      ref={setNodeRef}
      data-day={day}
      data-day-index={index}
      h={24 * HOUR_SLOT_PX}
      style={{
        position: 'relative',
        borderInlineStart: '1px solid var(--mantine-color-default-border)',
        backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_SLOT_PX - 1}px, var(--mantine-color-default-border) ${HOUR_SLOT_PX - 1}px, var(--mantine-color-default-border) ${HOUR_SLOT_PX}px)`,
        backgroundColor: isOver ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      {children}
    </Box>
  );
}
