import type { SocialPost } from '@perkdesk/contracts';
import { isScheduled } from './post-filters';

/** The instant a post goes (or went) out: its schedule date, else its creation. */
export function postDate(post: Pick<SocialPost, 'scheduleDate' | 'created'>): Date | null {
  const value = post.scheduleDate ?? post.created;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The text the merchant wrote: the post without the tracked link the server appended. */
export function writtenText(post: Pick<SocialPost, 'post' | 'trackedLink'>): string {
  return post.trackedLink ? post.post.replace(post.trackedLink, '').trim() : post.post;
}

/** A scheduled post still waiting can be moved or deleted. */
export function isMovable(post: SocialPost): boolean {
  return isScheduled(post) && post.status !== 'success' && post.status !== 'error';
}

export function statusColor(status: SocialPost['status']): string {
  if (status === 'success') return 'green';
  if (status === 'error') return 'red';
  return 'blue';
}

export function formatDateTime(date: Date, locale: string): string {
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
