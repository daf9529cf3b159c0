import type { PostStatus, SocialPlatform } from '@perkdesk/contracts';
import { SOCIAL_PLATFORMS } from '@perkdesk/contracts';
import type { StoredPostId } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { readAnalytics } from './http-analytics';
import type { ProviderPost, SocialPort, SocialProfile, StoredAutoSchedule } from './social-port';

export interface HttpSocialConfig {
  apiKey: string;
  /** Default https://api.ayrshare.com/api */
  baseUrl: string;
}

type Json = Record<string, unknown>;

const providerError = (message: string) => new AppError('PROVIDER_ERROR', message);
const isPlatform = (value: unknown): value is SocialPlatform =>
  typeof value === 'string' && (SOCIAL_PLATFORMS as readonly string[]).includes(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The provider's words for a post's state, in the contract's. */
function statusOf(value: unknown): PostStatus {
  if (value === 'success' || value === 'scheduled' || value === 'pending') return value;
  return value === 'awaiting approval' || value === 'processing' ? 'pending' : 'error';
}

function postIdsOf(value: unknown): StoredPostId[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: Json) =>
    typeof entry?.platform === 'string'
      ? [{ platform: entry.platform, id: String(entry.id ?? ''), postUrl: text(entry.postUrl) }]
      : [],
  );
}

function errorMessageOf(body: Json): string {
  const errors = Array.isArray(body.errors) ? (body.errors as Json[]) : [];
  const parts = errors.map((error) => text(error?.message) ?? '').filter(Boolean);
  return parts.join(' ') || text(body.message) || 'The provider refused the post.';
}

/**
 * The Ayrshare-compatible REST adapter: the API key as a bearer token, the merchant's profile key
 * as `Profile-Key`. A call that fails (no answer, an error status) is 502 PROVIDER_ERROR.
 */
export function createHttpSocial(config: HttpSocialConfig): SocialPort {
  const base = config.baseUrl.replace(/\/+$/, '');

  async function call(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    options: { profile?: SocialProfile; body?: Json; refusal?: boolean; missing?: boolean } = {},
  ): Promise<{ status: number; body: Json | Json[] }> {
    const headers: Record<string, string> = { authorization: `Bearer ${config.apiKey}` };
    if (options.profile?.profileKey) headers['profile-key'] = options.profile.profileKey;
    if (options.body) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers,
        body: options.body ? JSON.stringify(options.body) : undefined,
        signal: AbortSignal.timeout(20_000),
      });
    } catch {
      throw providerError('The social provider could not be reached.');
    }
    const body = (await response.json().catch(() => ({}))) as Json | Json[];
    // A post the provider refuses (400 with status error) is that post's failure, not the call's.
    if (options.refusal && response.status === 400 && !Array.isArray(body) && body.status === 'error')
      return { status: response.status, body };
    if (options.missing && response.status === 404) return { status: 404, body };
    if (!response.ok) {
      const message = Array.isArray(body)
        ? null
        : (text(body.message) ?? text((body.error as Json)?.message));
      throw providerError(message ?? `The social provider answered ${response.status}.`);
    }
    return { status: response.status, body };
  }
  const object = (body: Json | Json[]): Json => (Array.isArray(body) ? {} : body);

  return {
    kind: 'http',
    async createProfile(merchantId) {
      const { body } = await call('POST', '/profiles/profile', { body: { title: merchantId } });
      const profileKey = text(object(body).profileKey);
      if (!profileKey) throw providerError('The social provider gave no profile key.');
      return { profileKey };
    },
    async accounts(profile) {
      const body = object((await call('GET', '/user', { profile })).body);
      const names = Array.isArray(body.displayNames) ? (body.displayNames as Json[]) : [];
      return {
        activeSocialAccounts: (Array.isArray(body.activeSocialAccounts)
          ? body.activeSocialAccounts
          : []
        ).filter(isPlatform),
        displayNames: names.flatMap((entry) =>
          isPlatform(entry.platform)
            ? [
                {
                  platform: entry.platform,
                  displayName: text(entry.displayName) ?? text(entry.username) ?? entry.platform,
                  userImage: text(entry.userImage),
                  profileUrl: text(entry.profileUrl),
                },
              ]
            : [],
        ),
      };
    },
    async connectLink(profile, platforms, redirectUrl) {
      const { body } = await call('POST', '/profiles/generateJWT', {
        body: {
          profileKey: profile.profileKey,
          redirect: redirectUrl,
          allowedSocial: platforms,
          logout: true,
          expiresIn: 30,
        },
      });
      const url = text(object(body).url);
      if (!url) throw providerError('The social provider gave no connect link.');
      return { url };
    },
    async unlink(profile, platform) {
      await call('DELETE', '/profiles/social', {
        profile,
        body: { platform, profileKey: profile.profileKey },
      });
      return (await this.accounts(profile)).activeSocialAccounts;
    },
    async publish(profile, input) {
      const { body: answer } = await call('POST', '/post', {
        profile,
        refusal: true,
        body: {
          post: input.post,
          platforms: input.platforms,
          ...(input.scheduleDate ? { scheduleDate: input.scheduleDate.toISOString() } : {}),
          ...(input.mediaUrls.length > 0 ? { mediaUrls: input.mediaUrls } : {}),
          ...(input.autoScheduleTitle
            ? { autoSchedule: { schedule: true, title: input.autoScheduleTitle } }
            : {}),
          ...(input.autoRepost ? { autoRepost: input.autoRepost } : {}),
        },
      });
      const body = object(answer);
      const status = statusOf(body.status);
      const scheduled = text(body.scheduleDate);
      return {
        status,
        providerPostId: text(body.id),
        postIds: postIdsOf(body.postIds),
        scheduleDate: scheduled ? new Date(scheduled) : input.scheduleDate,
        errorMessage: status === 'error' ? errorMessageOf(body) : null,
      };
    },
    async deletePost(profile, providerPostId) {
      // A post the provider no longer has is gone already: the local row may go too.
      await call('DELETE', '/post', { profile, missing: true, body: { id: providerPostId } });
    },
    async history(profile, lastDays) {
      const { body } = await call('GET', `/history?lastDays=${lastDays}`, { profile });
      const list = Array.isArray(body) ? body : Array.isArray(body.history) ? (body.history as Json[]) : [];
      return list.flatMap((entry): ProviderPost[] =>
        typeof entry.id === 'string'
          ? [
              {
                id: entry.id,
                status: statusOf(entry.status),
                postIds: postIdsOf(entry.postIds),
                errorMessage: statusOf(entry.status) === 'error' ? errorMessageOf(entry) : null,
              },
            ]
          : [],
      );
    },
    async analytics(profile, post) {
      if (!post.providerPostId) return null;
      const { status, body } = await call('POST', '/analytics/post', {
        profile,
        missing: true,
        body: { id: post.providerPostId, platforms: post.platforms },
      });
      return status === 404 ? null : readAnalytics(object(body));
    },
    async saveAutoSchedule(profile, schedule) {
      await call('POST', '/auto-schedule/set', { profile, body: { ...schedule } });
    },
    async listAutoSchedules(profile) {
      const { body } = await call('GET', '/auto-schedule/list', { profile });
      const list = Array.isArray(body)
        ? body
        : Array.isArray(body.autoSchedules)
          ? (body.autoSchedules as Json[])
          : [];
      return list.map(
        (entry): StoredAutoSchedule => ({
          title: String(entry.title ?? ''),
          schedule: Array.isArray(entry.schedule) ? entry.schedule.map(String) : [],
          daysOfWeek: Array.isArray(entry.daysOfWeek) ? entry.daysOfWeek.map(Number) : [],
          excludeDates: Array.isArray(entry.excludeDates) ? entry.excludeDates.map(String) : [],
        }),
      );
    },
    async deleteAutoSchedule(profile, title) {
      const known = (await this.listAutoSchedules(profile)).some((entry) => entry.title === title);
      if (!known) return false;
      await call('DELETE', '/auto-schedule/delete', { profile, body: { title } });
      return true;
    },
  };
}
