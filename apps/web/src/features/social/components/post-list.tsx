import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { SocialPost } from '@perkdesk/contracts';
import { useTranslation } from '../../../i18n/translation';
import { formatDateTime, postDate, writtenText } from '../model/post-view';
import { PlatformIcon } from './platform-icon';
import { PostStatusBadge } from './post-status-badge';

/** Your posts as cards, newest first; a card opens the post's details. */
export function PostList({
  posts,
  onOpen,
}: {
  posts: readonly SocialPost[];
  onOpen: (post: SocialPost) => void;
}) {
  const { i18n } = useTranslation('social');
  return (
    <Stack gap="sm">
      {posts.map((post) => {
        const date = postDate(post);
        return (
          <Paper key={post.refId} withBorder radius="md" p="md" data-testid="post-card">
            <UnstyledButton onClick={() => onOpen(post)} w="100%">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text lineClamp={2} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                  {writtenText(post)}
                </Text>
                <PostStatusBadge status={post.status} />
              </Group>
              <Group gap="sm" mt={6}>
                {date && (
                  <Text size="xs" c="dimmed">
                    <bdi>{formatDateTime(date, i18n.language)}</bdi>
                  </Text>
                )}
                {post.platforms.map((platform) => (
                  <PlatformIcon key={platform} platform={platform} size={14} />
                ))}
              </Group>
            </UnstyledButton>
          </Paper>
        );
      })}
    </Stack>
  );
}
