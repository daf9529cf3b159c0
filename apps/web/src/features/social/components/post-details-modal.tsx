import { Anchor, Button, Group, Image, Modal, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { SocialPost } from '@perkdesk/contracts';
import { useTranslation } from '../../../i18n/translation';
import { formatMoney } from '../../../lib/display-format';
import { usePostAnalytics } from '../api/posts';
import { formatDateTime, isMovable, postDate } from '../model/post-view';
import { PlatformIcon } from './platform-icon';
import { PostStatusBadge } from './post-status-badge';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        <bdi>{value}</bdi>
      </Text>
    </Stack>
  );
}

interface PostDetailsModalProps {
  post: SocialPost | null;
  onClose: () => void;
  onDelete: (post: SocialPost) => void;
}

/** One post: its text, picture, status and date, analytics (spec 2 §8: none on 404) and what it brought in. */
export function PostDetailsModal({ post, onClose, onDelete }: PostDetailsModalProps) {
  const { t, i18n } = useTranslation('social');
  const analytics = usePostAnalytics(post && post.status === 'success' ? post.id : null);
  const date = post ? postDate(post) : null;
  return (
    <Modal opened={post !== null} onClose={onClose} title={t('details.title')} size="lg" centered>
      {post && (
        <Stack gap="md">
          <Group gap="sm">
            <PostStatusBadge status={post.status} />
            {date && (
              <Text size="sm" c="dimmed">
                <bdi>{formatDateTime(date, i18n.language)}</bdi>
              </Text>
            )}
            <Group gap={4}>
              {post.platforms.map((platform) => (
                <PlatformIcon key={platform} platform={platform} size={16} />
              ))}
            </Group>
          </Group>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <bdi>{post.post}</bdi>
          </Text>
          {post.mediaUrls[0] && <Image src={post.mediaUrls[0]} alt="" radius="md" mah={240} fit="contain" />}
          {post.errorMessage && (
            <Text c="red" size="sm">
              {post.errorMessage}
            </Text>
          )}
          {post.postIds.some((entry) => entry.postUrl) && (
            <Group gap="sm">
              {post.postIds.map((entry) =>
                entry.postUrl ? (
                  <Anchor key={entry.id} href={entry.postUrl} target="_blank" rel="noreferrer" size="sm">
                    {t(`platforms.${entry.platform as SocialPost['platforms'][number]}`, {
                      defaultValue: entry.platform,
                    })}
                  </Anchor>
                ) : null,
              )}
            </Group>
          )}
          <Title order={4}>{t('details.analytics')}</Title>
          {analytics.isFetching && !analytics.data && <Skeleton h={48} />}
          {post.status !== 'success' && (
            <Text size="sm" c="dimmed">
              {t('details.notPublished')}
            </Text>
          )}
          {post.status === 'success' && !analytics.isFetching && !analytics.data && (
            <Text size="sm" c="dimmed">
              {t('details.noAnalytics')}
            </Text>
          )}
          {analytics.data && (
            <SimpleGrid cols={{ base: 2, sm: 5 }}>
              <Figure label={t('analytics.likes')} value={analytics.data.totalLikes} />
              <Figure label={t('analytics.comments')} value={analytics.data.totalComments} />
              <Figure label={t('analytics.shares')} value={analytics.data.totalShares} />
              <Figure label={t('analytics.views')} value={analytics.data.totalViews} />
              <Figure label={t('analytics.reach')} value={analytics.data.totalReach} />
            </SimpleGrid>
          )}
          <Title order={4}>{t('details.attribution')}</Title>
          {post.trackedLink ? (
            <>
              <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="attribution">
                <Figure label={t('attribution.visits')} value={post.attribution.visits} />
                <Figure label={t('attribution.orders')} value={post.attribution.orders} />
                <Figure
                  label={t('attribution.revenue')}
                  value={formatMoney(post.attribution.revenueCents / 100)}
                />
                <Figure label={t('attribution.newClients')} value={post.attribution.newClients} />
              </SimpleGrid>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('details.trackedLink')} <bdi>{post.trackedLink}</bdi>
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('details.noTracking')}
            </Text>
          )}
          {isMovable(post) && (
            <Group justify="flex-end">
              <Button color="red" variant="light" onClick={() => onDelete(post)}>
                {t('details.delete')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
