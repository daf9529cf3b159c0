/**
 * Every path the web app links to (spec 1 §2, spec 2 §2). Links use these instead of string
 * literals so a moved screen breaks the typecheck rather than a user's click.
 */
const seg = (value: string) => encodeURIComponent(value);

const setup = '/app/setup';
const store = (id: string) => `${setup}/stores/${seg(id)}`;
const promotions = '/app/promotions';
const promo = (prefix: string, type: string, action: string) =>
  `${promotions}/${prefix}${seg(type)}/${seg(action)}`;
const social = '/app/social-media-posting';

export const paths = {
  root: '/',
  app: '/app',
  dashboards: {
    root: '/app/dashboards',
    merchant: '/app/dashboards/merchant-dashboard',
    sales: '/app/dashboards/sales-dashboard',
    detailChart: (metric: string) => `/app/dashboards/detail-chart/${seg(metric)}`,
  },
  orders: {
    root: '/app/orders',
    main: (id = 'main') => `/app/orders/orders-main/${seg(id)}`,
  },
  report: {
    root: '/app/report',
    orderHistory: '/app/report/order-history',
    orderDetail: (id: string) => `/app/report/${seg(id)}`,
  },
  support: { root: '/app/support', main: '/app/support/support-main' },
  profile: { root: '/app/profile', userProfile: '/app/profile/user-profile' },
  setup: {
    root: setup,
    businessBrand: `${setup}/business-brand`,
    businessTaxDetails: `${setup}/business-tax-details`,
    businessType: `${setup}/business-type`,
    businessCategory: `${setup}/business-category`,
    businessLocation: `${setup}/business-location`,
    businessProfile: `${setup}/business-profile`,
    businessProfileDetails: `${setup}/business-profile-details`,
    globalPoints: `${setup}/global-points`,
    payment: `${setup}/payment`,
    socialMediaAccounts: `${setup}/social-media-accounts`,
    subscriptions: `${setup}/subscriptions`,
    success: `${setup}/success`,
    store: {
      root: store,
      general: (id: string) => `${store(id)}/general`,
      location: (id: string) => `${store(id)}/location`,
      taxDetails: (id: string) => `${store(id)}/tax-details`,
      details: (id: string) => `${store(id)}/details`,
      deliveryRules: (id: string) => `${store(id)}/delivery-rules`,
      deliveryRule: (id: string, idx: number | string) => `${store(id)}/delivery-rules/${seg(String(idx))}`,
    },
  },
  products: {
    root: '/app/products',
    products: '/app/products/products',
    addons: '/app/products/addons',
    addonGroups: '/app/products/addon-groups',
    productGroups: '/app/products/product-groups',
  },
  promotions: {
    root: promotions,
    main: `${promotions}/promotions-main`,
    newPerk: `${promotions}/new-perk`,
    rewards: `${promotions}/rewards`,
    general: (type: string, action: string) => `${promo('', type, action)}/general`,
    /** point-perk, punch-card and reward-item have a single details step. */
    details: (type: 'point-perk' | 'punch-card' | 'reward-item', action: string) =>
      `${promo('', type, action)}/details`,
    /** Two-step deals: buy-one-get-one directly, item/cart/multi deals under their family prefix. */
    dealStep: (family: 'bogo' | 'item' | 'cart' | 'multi', type: string, action: string, step: 1 | 2) =>
      `${promo(family === 'bogo' ? '' : `${family}/`, type, action)}/details${step}`,
  },
  social: {
    root: social,
    yourPosts: `${social}/your-posts`,
    choosePostType: `${social}/choose-post-type`,
    aiPostGenerator: `${social}/ai-post-generator`,
    publicHolidays: `${social}/public-holidays`,
    generalStorePromotion: `${social}/general-store-promotion`,
    postOptions: `${social}/post-options`,
    existingPerks: `${social}/existing-perks`,
    engagement: `${social}/engagement`,
    schedule: `${social}/schedule`,
  },
  search: (query = '') => `/app/pages/miscellaneous/search${query ? `?query=${seg(query)}` : ''}`,
  user: {
    root: '/user',
    login: '/user/login',
    register: '/user/register',
    registrationConfirmation: '/user/registration-confirmation',
    forgotPassword: '/user/forgot-password',
    resetPassword: '/user/reset-password',
    confirmEmail: '/user/confirm-email',
    activeAccount: '/user/active_account',
    resendActivation: '/user/resend-activation-email',
  },
  dev: { mailbox: '/dev/mailbox' },
  error: '/error',
} as const;
