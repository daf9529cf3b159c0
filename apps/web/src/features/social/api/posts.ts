import {
  type CreateSocialPostBody,
  postAnalyticsSchema,
  type SocialPost,
  socialHistorySchema,
  socialPostDeletedSchema,
  socialPostSchema,
} from '@perkdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../../../lib/api-client';
import { socialKeys } from './social-keys';

/**
 * GET /api/social/history?lastDays=30&withAnalytics=true: newest first. Silent: a failed history
 * is an empty list (spec 2 §8).
 */
export function getHistory(signal?: AbortSignal) {
  return apiFetch('/api/social/history?lastDays=30&withAnalytics=true', {
    schema: socialHistorySchema,
    signal,
    silent: true,
  }).catch((error: unknown): SocialPost[] => {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return [];
  });
}

export function usePostHistory() {
  return useQuery({ queryKey: socialKeys.history, queryFn: ({ signal }) => getHistory(signal) });
}

/** POST /api/social/posts: published now, or scheduled with `scheduleDate`. */
export function createPost(body: CreateSocialPostBody, silent = false) {
  return apiFetch('/api/social/posts', { method: 'POST', body, schema: socialPostSchema, silent });
}

/** DELETE /api/social/posts by `refId` (each post has its own), else `id`. */
export function deletePost(post: Pick<SocialPost, 'id' | 'refId'>, silent = false) {
  return apiFetch('/api/social/posts', {
    method: 'DELETE',
    body: post.refId ? { refId: post.refId } : { id: post.id },
    schema: socialPostDeletedSchema,
    silent,
  });
}

/** GET /api/social/analytics/{postId}: null when there is no data (404) — spec 2 §8. */
export async function getAnalytics(postId: string, signal?: AbortSignal) {
  try {
    return await apiFetch(`/api/social/analytics/${encodeURIComponent(postId)}`, {
      schema: postAnalyticsSchema,
      signal,
      silent: true,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function usePostAnalytics(postId: string | null) {
  return useQuery({
    queryKey: socialKeys.analytics(postId ?? ''),
    queryFn: ({ signal }) => getAnalytics(postId ?? '', signal),
    enabled: Boolean(postId),
  });
}
