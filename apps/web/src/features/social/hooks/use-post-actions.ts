import type { CreateSocialPostBody, SocialPost } from '@perkdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/translation';
import { notifyFailure, notifySuccess, notifyWarning } from '../../../lib/api-notify';
import { createPost, deletePost } from '../api/posts';
import { socialKeys } from '../api/social-keys';
import { moveToDay } from '../model/calendar';
import { isScheduled } from '../model/post-filters';
import { postDate, writtenText } from '../model/post-view';

/** The body that makes `post` again at `date`: same text (without its tracked link), platforms, media and promotion. */
export function rescheduleBody(post: SocialPost, date: Date): CreateSocialPostBody {
  return {
    post: writtenText(post),
    platforms: post.platforms,
    scheduleDate: date.toISOString(),
    ...(post.mediaUrls.length > 0 && { mediaUrls: post.mediaUrls }),
    ...(post.storeId && { storeId: post.storeId }),
    ...(post.promotionIds.length > 0 && { promotionIds: post.promotionIds }),
  };
}

/** Delete one post, delete every scheduled one (spec 2 §8 messages), and move one to another day. */
export function usePostActions() {
  const { t } = useTranslation('social');
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: socialKeys.history });

  const remove = useMutation({
    mutationFn: (post: SocialPost) => deletePost(post),
    onSuccess: () => notifySuccess(t('posts.deletedOne')),
    onSettled: refresh,
  });

  const removeAllScheduled = useMutation({
    mutationFn: async (posts: readonly SocialPost[]) => {
      const scheduled = posts.filter(isScheduled);
      if (scheduled.length === 0) return 'none' as const;
      const results = await Promise.allSettled(scheduled.map((post) => deletePost(post, true)));
      // Individual failures are ignored; only a run where nothing could be deleted fails.
      if (results.every((result) => result.status === 'rejected')) throw new Error('none deleted');
      return 'deleted' as const;
    },
    onSuccess: (outcome) => {
      if (outcome === 'none') notifyWarning(t('posts.noneScheduled'), t('posts.noneScheduledTitle'));
      else notifySuccess(t('posts.allDeleted'), t('posts.allDeletedTitle'));
    },
    onError: () => notifyFailure(t('posts.deleteFailed'), t('posts.deleteFailedTitle')),
    onSettled: refresh,
  });

  // No move route: the post is made again at the new date, then the old one deleted.
  const move = useMutation({
    mutationFn: async ({ post, day }: { post: SocialPost; day: string }) => {
      const from = postDate(post) ?? new Date();
      const created = await createPost(rescheduleBody(post, moveToDay(from, day)));
      await deletePost(post);
      return created;
    },
    onSuccess: () => notifySuccess(t('posts.moved')),
    onSettled: refresh,
  });

  return { remove, removeAllScheduled, move };
}
