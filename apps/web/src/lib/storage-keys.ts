/**
 * Every key the web app keeps in the browser (spec 1 §3). The auth record lives in local
 * storage and is mirrored in session storage for the current tab.
 */
export const STORAGE_KEYS = {
  auth: 'perkdesk.auth',
  username: 'perkdesk.username',
  language: 'perkdesk.language',
  theme: 'perkdesk.theme',
  radius: 'perkdesk.radius',
  direction: 'perkdesk.direction',
  orderBy: 'perkdesk.orderBy',
  cardProviderConnected: 'perkdesk.cardProviderConnected',
  orderHistoryColumns: 'perkdesk.orderHistoryColumns',
  socialAccountConnected: 'perkdesk.socialAccountConnected',
  menuState: 'perkdesk.menuState',
  ordersStore: 'perkdesk.ordersStore',
} as const;
