// English is the default and the fallback, and en-RTL reuses it (spec 1 §9). The strings the
// first paint needs (common, auth) are bundled; the shell's, the profile's and the mailbox's load
// with the routes that use them (`loadNamespaces`), so the login page does not carry them.
// Spanish loads on demand as a whole, so English pages do not carry it. To add a namespace: one
// type import and one entry in `Bundle`, one entry in `en` or `lazyEn`, one import and one entry
// in `loadEs`.
import authEn from './locales/en/auth.json';
import type businessProfileEn from './locales/en/business-profile.json';
import type catalogueEn from './locales/en/catalogue.json';
import commonEn from './locales/en/common.json';
import type componentsEn from './locales/en/components.json';
import type dashboardsEn from './locales/en/dashboards.json';
import type mailboxEn from './locales/en/mailbox.json';
import type orderHistoryEn from './locales/en/order-history.json';
import type ordersEn from './locales/en/orders.json';
import type paymentsEn from './locales/en/payments.json';
import type perkWizardEn from './locales/en/perk-wizard.json';
import type productsEn from './locales/en/products.json';
import type profileEn from './locales/en/profile.json';
import type promotionsEn from './locales/en/promotions.json';
import type shellEn from './locales/en/shell.json';
import type socialEn from './locales/en/social.json';
import type storesEn from './locales/en/stores.json';
import type supportEn from './locales/en/support.json';

export interface Bundle {
  common: typeof commonEn;
  shell: typeof shellEn;
  auth: typeof authEn;
  profile: typeof profileEn;
  mailbox: typeof mailboxEn;
  components: typeof componentsEn;
  stores: typeof storesEn;
  'business-profile': typeof businessProfileEn;
  products: typeof productsEn;
  catalogue: typeof catalogueEn;
  orders: typeof ordersEn;
  'order-history': typeof orderHistoryEn;
  support: typeof supportEn;
  promotions: typeof promotionsEn;
  'perk-wizard': typeof perkWizardEn;
  payments: typeof paymentsEn;
  dashboards: typeof dashboardsEn;
  social: typeof socialEn;
}
export type Namespace = keyof Bundle;

/** The English strings bundled with the entry. */
export const en = { common: commonEn, auth: authEn } satisfies Partial<Bundle>;

export type LazyNamespace = Exclude<Namespace, keyof typeof en>;

/** The English strings loaded with the routes that use them. */
export const lazyEn: { [N in LazyNamespace]: () => Promise<Bundle[N]> } = {
  shell: async () => (await import('./locales/en/shell.json')).default,
  profile: async () => (await import('./locales/en/profile.json')).default,
  mailbox: async () => (await import('./locales/en/mailbox.json')).default,
  components: async () => (await import('./locales/en/components.json')).default,
  stores: async () => (await import('./locales/en/stores.json')).default,
  'business-profile': async () => (await import('./locales/en/business-profile.json')).default,
  products: async () => (await import('./locales/en/products.json')).default,
  catalogue: async () => (await import('./locales/en/catalogue.json')).default,
  orders: async () => (await import('./locales/en/orders.json')).default,
  'order-history': async () => (await import('./locales/en/order-history.json')).default,
  support: async () => (await import('./locales/en/support.json')).default,
  promotions: async () => (await import('./locales/en/promotions.json')).default,
  'perk-wizard': async () => (await import('./locales/en/perk-wizard.json')).default,
  payments: async () => (await import('./locales/en/payments.json')).default,
  dashboards: async () => (await import('./locales/en/dashboards.json')).default,
  social: async () => (await import('./locales/en/social.json')).default,
};

export const NAMESPACES: Namespace[] = [
  'common',
  'shell',
  'auth',
  'profile',
  'mailbox',
  'components',
  'stores',
  'business-profile',
  'products',
  'catalogue',
  'orders',
  'order-history',
  'support',
  'promotions',
  'perk-wizard',
  'payments',
  'dashboards',
  'social',
];

/** Every English namespace, the lazy ones loaded (for tests and tools). */
export async function loadEn(): Promise<Bundle> {
  const [shell, profile, mailbox] = await Promise.all([lazyEn.shell(), lazyEn.profile(), lazyEn.mailbox()]);
  const [components, stores] = await Promise.all([lazyEn.components(), lazyEn.stores()]);
  const [businessProfile, products, catalogue] = await Promise.all([
    lazyEn['business-profile'](),
    lazyEn.products(),
    lazyEn.catalogue(),
  ]);
  return {
    ...en,
    shell,
    profile,
    mailbox,
    components,
    stores,
    'business-profile': businessProfile,
    products,
    catalogue,
    orders: await lazyEn.orders(),
    'order-history': await lazyEn['order-history'](),
    support: await lazyEn.support(),
    promotions: await lazyEn.promotions(),
    'perk-wizard': await lazyEn['perk-wizard'](),
    payments: await lazyEn.payments(),
    dashboards: await lazyEn.dashboards(),
    social: await lazyEn.social(),
  };
}

// Typed as the English bundle, so a key missing in Spanish fails the typecheck.
export async function loadEs(): Promise<Bundle> {
  const [common, shell, auth, profile, mailbox] = await Promise.all([
    import('./locales/es/common.json'),
    import('./locales/es/shell.json'),
    import('./locales/es/auth.json'),
    import('./locales/es/profile.json'),
    import('./locales/es/mailbox.json'),
  ]);
  const [components, stores] = await Promise.all([
    import('./locales/es/components.json'),
    import('./locales/es/stores.json'),
  ]);
  const [businessProfile, products, catalogue] = await Promise.all([
    import('./locales/es/business-profile.json'),
    import('./locales/es/products.json'),
    import('./locales/es/catalogue.json'),
  ]);
  return {
    common: common.default,
    shell: shell.default,
    auth: auth.default,
    profile: profile.default,
    mailbox: mailbox.default,
    components: components.default,
    stores: stores.default,
    'business-profile': businessProfile.default,
    products: products.default,
    catalogue: catalogue.default,
    orders: (await import('./locales/es/orders.json')).default,
    'order-history': (await import('./locales/es/order-history.json')).default,
    support: (await import('./locales/es/support.json')).default,
    promotions: (await import('./locales/es/promotions.json')).default,
    'perk-wizard': (await import('./locales/es/perk-wizard.json')).default,
    payments: (await import('./locales/es/payments.json')).default,
    dashboards: (await import('./locales/es/dashboards.json')).default,
    social: (await import('./locales/es/social.json')).default,
  };
}
