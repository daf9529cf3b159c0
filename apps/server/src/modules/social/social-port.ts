import type {
  AutoSchedule,
  PostAnalytics,
  PostStatus,
  SocialAccounts,
  SocialPlatform,
} from '@perkdesk/contracts';
import type { StoredPostId } from '../../db/schema/index';

// The social provider (contract §14 Social provider port): an Ayrshare-compatible REST API when
// SOCIAL_API_KEY is set, otherwise the offline provider. Every call names the merchant's profile.

export interface SocialProfile {
  merchantId: string;
  /** The provider's key for the profile (HTTP only); never sent to the browser. */
  profileKey: string | null;
}

export interface PublishInput {
  post: string;
  platforms: SocialPlatform[];
  scheduleDate: Date | null;
  mediaUrls: string[];
  autoScheduleTitle: string | null;
  autoRepost: { repeat: number; days: number; startDate?: string } | null;
}

/** What the provider made of a post. `error` is a refusal of this post only (not a failed call). */
export interface PublishResult {
  status: PostStatus;
  providerPostId: string | null;
  postIds: StoredPostId[];
  scheduleDate: Date | null;
  errorMessage: string | null;
}

/** A post as the provider's history has it. */
export interface ProviderPost {
  id: string;
  status: PostStatus;
  postIds: StoredPostId[];
  errorMessage: string | null;
}

export type StoredAutoSchedule = Required<AutoSchedule>;

export interface SocialPort {
  readonly kind: 'offline' | 'http';
  /** A new profile titled with the merchant id; its key (null offline). */
  createProfile(merchantId: string): Promise<{ profileKey: string | null }>;
  accounts(profile: SocialProfile): Promise<SocialAccounts>;
  /** A link where the merchant connects `platforms`, valid 30 minutes (offline: connects them at once). */
  connectLink(
    profile: SocialProfile,
    platforms: SocialPlatform[],
    redirectUrl: string,
  ): Promise<{ url: string }>;
  unlink(profile: SocialProfile, platform: SocialPlatform): Promise<SocialPlatform[]>;
  publish(profile: SocialProfile, input: PublishInput): Promise<PublishResult>;
  deletePost(profile: SocialProfile, providerPostId: string): Promise<void>;
  /** The provider's history, or null when the local posts are the whole truth (offline). */
  history(profile: SocialProfile, lastDays: number): Promise<ProviderPost[] | null>;
  /** Null when the provider has no data for the post. */
  analytics(
    profile: SocialProfile,
    post: { providerPostId: string | null; status: PostStatus; platforms: string[] },
  ): Promise<PostAnalytics | null>;
  saveAutoSchedule(profile: SocialProfile, schedule: StoredAutoSchedule): Promise<void>;
  listAutoSchedules(profile: SocialProfile): Promise<StoredAutoSchedule[]>;
  /** False when there was no schedule with that title. */
  deleteAutoSchedule(profile: SocialProfile, title: string): Promise<boolean>;
}
