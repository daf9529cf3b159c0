import StorePage from '../features/store/pages/StorePage';
import type { RouteDef } from '../lib/routes';

const account = () => import('../features/account/pages/AccountPages');

/** THE route table: add your routes here. First match wins; fixed words before `:storeId`. */
export const ROUTES: RouteDef[] = [
  { name: 'nearby', pattern: '/', load: () => import('../features/nearby/pages/NearbyPage') },
  { name: 'sign-in', pattern: '/account/sign-in', load: account },
  { name: 'register', pattern: '/account/register', load: account },
  { name: 'activate', pattern: '/account/activate', load: account },
  { name: 'forgot', pattern: '/account/forgot', load: account },
  { name: 'reset', pattern: '/account/reset', load: account },
  { name: 'profile', pattern: '/account', load: account },
  { name: 'order', pattern: '/orders/:orderId', load: () => import('../features/order/pages/OrderPage') },
  { name: 'orders', pattern: '/orders', load: () => import('../features/order/pages/OrdersPage') },
  { name: 'wallet', pattern: '/wallet', load: () => import('../features/wallet/pages/WalletPage') },
  { name: 'cart', pattern: '/:storeId/cart', load: () => import('../features/cart/pages/CartPage') },
  {
    name: 'checkout',
    pattern: '/:storeId/checkout',
    load: () => import('../features/checkout/pages/CheckoutPage'),
  },
  { name: 'store', pattern: '/:storeId', page: StorePage },
];
