import {
  type AutoSchedule,
  aiChatResponseSchema,
  aiImageResponseSchema,
  autoScheduleDeletedSchema,
  autoScheduleListSchema,
  type CreateSocialPostBody,
  type Holiday,
  holidaysSchema,
  type MerchantProfile,
  merchantProfileSchema,
  type PaymentSubscriptionView,
  type PostAnalytics,
  type PromotionResponse,
  paymentSubscriptionListSchema,
  postAnalyticsSchema,
  promotionSchema,
  type SocialPlatform,
  type SocialPost,
  socialAccountsSchema,
  socialActiveAccountsSchema,
  socialConnectLinkSchema,
  socialHistorySchema,
  socialPostDeletedSchema,
  socialPostSchema,
} from '@perkdesk/contracts';
import { http } from 'msw';
import { z } from 'zod';
import { writeAuth } from '../../../lib/auth-store';
import { storesRoute } from '../../../testing/mocks/handlers';
import { notFound, refuse, respond } from '../../../testing/mocks/respond';
import { sampleStore } from '../../../testing/sample-store';

// A stand-in social server (contract §14) for one merchant on the offline provider: accounts,
// posts, analytics, auto-schedules, holidays, AI, and the payments calls the generator reads.

export const MERCHANT_ID = '20000000000000000001';
export const STORE = sampleStore({ merchantId: MERCHANT_ID });
export const ORIGIN = window.location.origin;

export interface SocialState {
  accounts: SocialPlatform[];
  connectFails: boolean;
  disconnectFails: boolean;
  posts: SocialPost[];
  analytics: Record<string, PostAnalytics>;
  /** refIds whose delete fails. */
  deleteFails: Set<string>;
  schedules: AutoSchedule[];
  holidays: Holiday[];
  perks: PromotionResponse[];
  profile: MerchantProfile;
  subscriptions: PaymentSubscriptionView[];
  aiFails: boolean;
  created: CreateSocialPostBody[];
}

export const socialState = {} as SocialState;
let sequence = 0;

export function samplePost(over: Partial<SocialPost> = {}): SocialPost {
  sequence += 1;
  return {
    id: `post-${sequence}`,
    refId: `ref-${sequence}`,
    post: `Post number ${sequence}`,
    status: 'success',
    type: 'now',
    scheduleDate: null,
    created: '2026-11-10T15:00:00.000Z',
    platforms: ['facebook'],
    postIds: [],
    mediaUrls: [],
    errorMessage: null,
    storeId: null,
    promotionIds: [],
    trackedLink: null,
    attribution: { visits: 0, orders: 0, revenueCents: 0, newClients: 0 },
    ...over,
  };
}

export function samplePerk(over: Partial<PromotionResponse> = {}): PromotionResponse {
  return {
    id: '10000000000000000501',
    merchantId: MERCHANT_ID,
    type: 'DEAL',
    dealType: 'DEAL_BUY_ONE_GET_ONE',
    isValid: true,
    createdAt: '2026-03-01T12:00:00.000Z',
    lastUpdatedAt: '2026-03-02T12:00:00.000Z',
    name: 'Latte for two',
    description: 'Buy a latte, get the second free.',
    images: [],
    stores: [STORE.id],
    status: 'ACTIVE',
    availableFrom: null,
    availableTo: null,
    availableTime: [],
    displayTime: [],
    isPublicAvailable: true,
    couponCode: 'LATTE2',
    isMaster: false,
    isAddonCharged: true,
    isNewClient: false,
    maxRedeem: null,
    limitedStock: null,
    requiredProductList: [],
    rewardProductList: [],
    requiredAmount: null,
    discountAmount: null,
    discountPercent: 100,
    fixedAmount: null,
    highlightInProductList: null,
    highlightAmount: null,
    requiredPunches: null,
    rewardItems: null,
    rewardPoints: null,
    requiredPoints: null,
    ...over,
  };
}

function sampleProfile(paymentCustomerId: string | null): MerchantProfile {
  return {
    merchantId: MERCHANT_ID,
    name: 'Maple Counter',
    description: null,
    phone: null,
    email: 'owner@maple.test',
    website: null,
    businessType: 'Food/Beverage',
    businessLines: [],
    address: null,
    logoUrl: null,
    imagesUrl: [],
    stores: [],
    paymentCustomerId,
    paymentConnected: true,
    socialConnected: false,
    operationTime: null,
    serveOptions: [],
    taxConfigIds: [],
    lastUpdatedAt: '2026-03-01T10:00:00.000Z',
  } as MerchantProfile;
}

/** A signed-in merchant with one store, no account connected, no post, subscribed. */
export function resetSocialState() {
  localStorage.clear();
  sessionStorage.clear();
  sequence = 0;
  writeAuth({ accessToken: 'token', refreshToken: 'refresh', merchantId: MERCHANT_ID, username: 'maple' });
  Object.assign(socialState, {
    accounts: [],
    connectFails: false,
    disconnectFails: false,
    posts: [],
    analytics: {},
    deleteFails: new Set(),
    schedules: [],
    holidays: [],
    perks: [samplePerk()],
    profile: sampleProfile('cus_1'),
    subscriptions: [
      {
        id: 'sub_1',
        status: 'active',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: '2027-01-01T00:00:00.000Z',
        planName: 'AI Post Generator',
        amount: 19.99,
        currency: 'cad',
      },
    ],
    aiFails: false,
    created: [],
  } satisfies SocialState);
}

export function unsubscribe() {
  socialState.profile = sampleProfile(null);
  socialState.subscriptions = [];
}

const accounts = () => ({
  activeSocialAccounts: socialState.accounts,
  displayNames: socialState.accounts.map((platform) => ({
    platform,
    displayName: `Maple on ${platform}`,
    userImage: null,
    profileUrl: null,
  })),
});

export const socialRoutes = [
  storesRoute(() => [STORE]),
  http.get('/api/social/accounts', () => respond(socialAccountsSchema, accounts())),
  http.get('/api/social/connect-link', ({ request }) => {
    if (socialState.connectFails) return refuse(502, 'PROVIDER_ERROR', 'The provider failed.');
    const url = new URL(request.url);
    const asked = (url.searchParams.get('platforms') ?? '').split(',').filter(Boolean) as SocialPlatform[];
    socialState.accounts = [...new Set([...socialState.accounts, ...asked])];
    return respond(socialConnectLinkSchema, { url: url.searchParams.get('redirectUrl') ?? ORIGIN });
  }),
  http.delete('/api/social/accounts/:platform', ({ params }) => {
    if (socialState.disconnectFails) return refuse(502, 'PROVIDER_ERROR', 'The provider failed.');
    socialState.accounts = socialState.accounts.filter((platform) => platform !== params.platform);
    return respond(socialActiveAccountsSchema, { activeSocialAccounts: socialState.accounts });
  }),
  http.get('/api/social/history', () => respond(socialHistorySchema, socialState.posts)),
  http.get('/api/social/analytics/:id', ({ params }) => {
    const found = socialState.analytics[String(params.id)];
    return found ? respond(postAnalyticsSchema, found) : notFound();
  }),
  http.post('/api/social/posts', async ({ request }) => {
    const body = (await request.json()) as CreateSocialPostBody;
    socialState.created.push(body);
    const post = samplePost({
      post: body.post,
      platforms: body.platforms,
      scheduleDate: body.scheduleDate ?? null,
      status: body.scheduleDate ? 'scheduled' : 'success',
      type: body.scheduleDate ? 'scheduled' : 'now',
      storeId: body.storeId ?? null,
      promotionIds: body.promotionIds ?? [],
      mediaUrls: body.mediaUrls ?? [],
    });
    socialState.posts = [post, ...socialState.posts];
    return respond(socialPostSchema, post);
  }),
  http.delete('/api/social/posts', async ({ request }) => {
    const body = (await request.json()) as { id?: string; refId?: string };
    if (body.refId && socialState.deleteFails.has(body.refId)) return refuse(502, 'PROVIDER_ERROR', 'No.');
    const found = socialState.posts.find((post) => post.refId === body.refId || post.id === body.id);
    if (!found) return notFound();
    socialState.posts = socialState.posts.filter((post) => post !== found);
    return respond(socialPostDeletedSchema, { deleted: true });
  }),
  http.get('/api/social/auto-schedule', () =>
    respond(
      autoScheduleListSchema,
      socialState.schedules.map((schedule) => ({ ...schedule, excludeDates: schedule.excludeDates ?? [] })),
    ),
  ),
  http.post('/api/social/auto-schedule', async ({ request }) => {
    const body = (await request.json()) as AutoSchedule;
    socialState.schedules = [...socialState.schedules.filter((s) => s.title !== body.title), body];
    return respond(z.unknown(), body);
  }),
  http.delete('/api/social/auto-schedule', async ({ request }) => {
    const { title } = (await request.json()) as { title: string };
    socialState.schedules = socialState.schedules.filter((s) => s.title !== title);
    return respond(autoScheduleDeletedSchema, { deleted: true });
  }),
  http.get('/api/social/holidays', () => respond(holidaysSchema, socialState.holidays)),
  http.get('/api/promotions', () => respond(z.array(promotionSchema), socialState.perks)),
  http.get('/api/merchants/profile', () => respond(merchantProfileSchema, socialState.profile)),
  http.get('/api/merchants/get-subscriptions/:customerId', () =>
    respond(paymentSubscriptionListSchema, socialState.subscriptions),
  ),
  http.post('/api/ai/chat/completions', async ({ request }) => {
    if (socialState.aiFails) return refuse(502, 'PROVIDER_ERROR', 'The AI provider failed. Try again later.');
    const { messages } = (await request.json()) as { messages: { content: string }[] };
    const holiday = /Holiday: (.*)/.exec(messages.map((m) => m.content).join('\n'))?.[1] ?? 'the season';
    return respond(aiChatResponseSchema, {
      choices: [{ message: { role: 'assistant', content: `Happy ${holiday} from Queen West!` } }],
    });
  }),
  http.post('/api/ai/images/generations', () =>
    respond(aiImageResponseSchema, { data: [{ url: `${ORIGIN}/api/files/ai-1.png` }] }),
  ),
];
