import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  useDirection,
} from '@mantine/core';
import type { SocialPost } from '@perkdesk/contracts';
import { IconChevronLeft, IconChevronRight, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { usePostHistory } from '../api/posts';
import { PageHeader } from '../components/page-header';
import { type CalendarMode, PostCalendar } from '../components/post-calendar';
import { PostDetailsModal } from '../components/post-details-modal';
import { PostList } from '../components/post-list';
import { usePostActions } from '../hooks/use-post-actions';
import { addDays, byDay, fromDayKey } from '../model/calendar';
import { emptyTextKey, filterPosts, POST_FILTERS, type PostFilter } from '../model/post-filters';
import { postDate } from '../model/post-view';

type View = 'list' | 'calendar';

/**
 * /app/social-media-posting/your-posts (spec 2 §2, §8, §9): the last 30 days' posts as a list or
 * a month/week calendar, filtered All / Pending / Posted / Engaged; delete every scheduled post;
 * a day's posts in a modal; a post's details; drag a scheduled post to another day.
 */
export function YourPostsPage() {
  const { t, i18n } = useTranslation('social');
  const history = usePostHistory();
  const rtl = useDirection().dir === 'rtl';
  const actions = usePostActions();
  const [view, setView] = useState<View>('calendar');
  const [mode, setMode] = useState<CalendarMode>('month');
  const [filter, setFilter] = useState<PostFilter>('all');
  const [anchor, setAnchor] = useState(() => new Date());
  const [openPost, setOpenPost] = useState<SocialPost | null>(null);
  const [openDay, setOpenDay] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SocialPost | null>(null);
  const [deletingAll, setDeletingAll] = useState(false);

  const posts = filterPosts(history.data ?? [], filter);
  const shift = (direction: 1 | -1) =>
    setAnchor((current) =>
      mode === 'week'
        ? addDays(current, 7 * direction)
        : new Date(current.getFullYear(), current.getMonth() + direction, 1),
    );
  const dayPosts = openDay ? (byDay(posts, postDate).get(openDay) ?? []) : [];
  const periodLabel =
    mode === 'month'
      ? anchor.toLocaleDateString(i18n.language, { month: 'long', year: 'numeric' })
      : anchor.toLocaleDateString(i18n.language, { dateStyle: 'medium' });

  return (
    <Stack gap="md">
      <PageHeader
        title={t('posts.title')}
        subtitle={t('posts.subtitle')}
        aside={
          <>
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} />}
              loading={actions.removeAllScheduled.isPending}
              disabled={!history.data}
              onClick={() => setDeletingAll(true)}
            >
              {t('posts.deleteAll')}
            </Button>
            <Button component={Link} to={paths.social.choosePostType} leftSection={<IconPlus size={16} />}>
              {t('posts.create')}
            </Button>
          </>
        }
      />
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={filter}
          onChange={(value) => setFilter(value as PostFilter)}
          data={POST_FILTERS.map((value) => ({ value, label: t(`filters.${value}`) }))}
          aria-label={t('filters.label')}
        />
        <SegmentedControl
          value={view}
          onChange={(value) => setView(value as View)}
          data={[
            { value: 'list', label: t('posts.list') },
            { value: 'calendar', label: t('posts.calendar') },
          ]}
        />
      </Group>
      {history.isPending && <Skeleton h={320} radius="md" />}
      {history.data && posts.length === 0 && (
        <Alert color="gray" variant="light" title={t(emptyTextKey(filter))} />
      )}
      {history.data && view === 'list' && <PostList posts={posts} onOpen={setOpenPost} />}
      {history.data && view === 'calendar' && (
        <Stack gap="sm">
          <Group justify="space-between">
            <Group gap="xs">
              <ActionIcon variant="default" onClick={() => shift(-1)} aria-label={t('calendar.previous')}>
                {rtl ? <IconChevronRight size={16} /> : <IconChevronLeft size={16} />}
              </ActionIcon>
              <Button variant="default" size="xs" onClick={() => setAnchor(new Date())}>
                {t('calendar.today')}
              </Button>
              <ActionIcon variant="default" onClick={() => shift(1)} aria-label={t('calendar.next')}>
                {rtl ? <IconChevronLeft size={16} /> : <IconChevronRight size={16} />}
              </ActionIcon>
              <Text fw={600} data-testid="calendar-period">
                <bdi>{periodLabel}</bdi>
              </Text>
            </Group>
            <SegmentedControl
              size="xs"
              value={mode}
              onChange={(value) => setMode(value as CalendarMode)}
              data={[
                { value: 'month', label: t('calendar.month') },
                { value: 'week', label: t('calendar.week') },
              ]}
            />
          </Group>
          <PostCalendar
            mode={mode}
            anchor={anchor}
            posts={posts}
            onOpenPost={setOpenPost}
            onOpenDay={setOpenDay}
            onMove={(post, day) => actions.move.mutate({ post, day })}
          />
          <Text size="xs" c="dimmed">
            {t('calendar.dragHint')}
          </Text>
        </Stack>
      )}
      <Modal
        opened={openDay !== null}
        onClose={() => setOpenDay(null)}
        title={openDay ? fromDayKey(openDay).toLocaleDateString(i18n.language, { dateStyle: 'full' }) : ''}
        centered
      >
        {dayPosts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('calendar.noPostsThatDay')}
          </Text>
        ) : (
          <PostList
            posts={dayPosts}
            onOpen={(post) => {
              setOpenDay(null);
              setOpenPost(post);
            }}
          />
        )}
      </Modal>
      <PostDetailsModal post={openPost} onClose={() => setOpenPost(null)} onDelete={setDeleting} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('posts.deleteOneTitle')}
        message={t('posts.deleteOneBody')}
        confirmLabel={t('posts.delete')}
        danger
        loading={actions.remove.isPending}
        onConfirm={() =>
          deleting &&
          actions.remove.mutate(deleting, {
            onSettled: () => {
              setDeleting(null);
              setOpenPost(null);
            },
          })
        }
        onClose={() => setDeleting(null)}
      />
      <ConfirmDialog
        opened={deletingAll}
        title={t('posts.deleteAllTitle')}
        message={t('posts.deleteAllBody')}
        confirmLabel={t('posts.deleteAll')}
        danger
        loading={actions.removeAllScheduled.isPending}
        onConfirm={() =>
          actions.removeAllScheduled.mutate(history.data ?? [], { onSettled: () => setDeletingAll(false) })
        }
        onClose={() => setDeletingAll(false)}
      />
    </Stack>
  );
}
