import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/routes';
import { routes } from './route-table';

function staticPaths(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node !== 'object' || node === null) return [];
  return Object.values(node).flatMap(staticPaths);
}

function deepestPath(pathname: string): string | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches[matches.length - 1]?.route.path;
}

const built = [
  paths.dashboards.detailChart('TOTAL_SALES'),
  paths.orders.main(),
  paths.orders.main('64f1'),
  paths.report.orderDetail('64f1c0a9'),
  paths.setup.store.root('s1'),
  paths.setup.store.general('s1'),
  paths.setup.store.location('s1'),
  paths.setup.store.taxDetails('s1'),
  paths.setup.store.details('s1'),
  paths.setup.store.deliveryRules('s1'),
  paths.setup.store.deliveryRule('s1', 0),
  paths.promotions.general('deal', 'new'),
  paths.promotions.details('point-perk', 'new'),
  paths.promotions.details('punch-card', 'edit'),
  paths.promotions.details('reward-item', 'new'),
  paths.promotions.dealStep('bogo', 'buy-one-get-one', 'new', 1),
  paths.promotions.dealStep('item', 'free-item', 'new', 2),
  paths.promotions.dealStep('cart', 'discount-cart-percent', 'edit', 1),
  paths.promotions.dealStep('multi', 'combo', 'new', 2),
  paths.search('coffee'),
];

describe('route table', () => {
  it.each([...staticPaths(paths), ...built])('%s is a real route, not the catch-all', (path) => {
    const pathname = path.split('?')[0] ?? path;
    expect(deepestPath(pathname)).not.toBe('*');
  });

  it.each([
    '/reset_password',
    '/user/reset_password',
    '/login',
    '/register',
    '/forgot-password',
    '/confirm-email',
  ])('has the alias %s', (path) => {
    expect(deepestPath(path)).toBe(path.startsWith('/user/') ? 'reset_password' : path);
  });

  it('sends unknown paths to the catch-all', () => {
    expect(deepestPath('/nowhere')).toBe('*');
    expect(deepestPath('/app/nowhere/at-all')).toBe('*');
  });
});
