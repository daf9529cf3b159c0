import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs, HOME_SEGMENT } from './build-breadcrumbs';

const home = { segment: HOME_SEGMENT, to: '/app' };

describe('buildBreadcrumbs', () => {
  it('maps /app to the root alone', () => {
    expect(buildBreadcrumbs('/app', [])).toEqual([home]);
    expect(buildBreadcrumbs('/app/', [])).toEqual([home]);
  });

  it('builds one crumb per segment and links the area', () => {
    expect(buildBreadcrumbs('/app/dashboards/merchant-dashboard', [])).toEqual([
      home,
      { segment: 'dashboards', to: '/app/dashboards' },
      { segment: 'merchant-dashboard', to: null },
    ]);
  });

  it('skips route-parameter values', () => {
    expect(buildBreadcrumbs('/app/report/64f1c0a9', ['64f1c0a9'])).toEqual([
      home,
      { segment: 'report', to: null },
    ]);
    expect(
      buildBreadcrumbs('/app/dashboards/detail-chart/TOTAL_SALES', ['TOTAL_SALES']).map((c) => c.segment),
    ).toEqual([HOME_SEGMENT, 'dashboards', 'detail-chart']);
  });

  it('maps /app/setup/stores to business location', () => {
    expect(buildBreadcrumbs('/app/setup/stores/s1/delivery-rules/2', ['s1', '2'])).toEqual([
      home,
      { segment: 'setup', to: '/app/setup' },
      { segment: 'business-location', to: '/app/setup/business-location' },
      { segment: 'delivery-rules', to: null },
    ]);
  });

  it('leaves non-screen intermediate prefixes unlinked', () => {
    const crumbs = buildBreadcrumbs('/app/promotions/item/free-item/new/details1', ['free-item', 'new']);
    expect(crumbs).toEqual([
      home,
      { segment: 'promotions', to: '/app/promotions' },
      { segment: 'item', to: null },
      { segment: 'details1', to: null },
    ]);
  });

  it('does not link /app/pages, which is not an area', () => {
    expect(buildBreadcrumbs('/app/pages/miscellaneous/search', [])[1]).toEqual({
      segment: 'pages',
      to: null,
    });
  });

  it('decodes encoded segments before comparing them with parameter values', () => {
    expect(buildBreadcrumbs('/app/report/a%20b', ['a b'])).toHaveLength(2);
  });

  it('gives no trail outside /app', () => {
    expect(buildBreadcrumbs('/user/login', [])).toEqual([]);
  });
});
