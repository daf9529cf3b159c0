import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storesRoute } from '../../../testing/mocks/handlers';
import { serveInEveryTest } from '../../../testing/mocks/server';
import { renderScreen } from '../../../testing/render-screen';
import { sampleStore } from '../../../testing/sample-store';
import { OrderingPageMenu } from './ordering-page-menu';

// The top bar's "Your ordering page": each active store's customer page, by link name or id.

const origin = window.location.origin;
let stores = [
  sampleStore({ slug: 'queen-west' }),
  sampleStore({ id: '90000000000000000002', name: 'Harbourfront', slug: null }),
  sampleStore({ id: '90000000000000000003', name: 'Closed one', status: 'INACTIVE' }),
];
serveInEveryTest(storesRoute(() => stores));

describe('OrderingPageMenu', () => {
  it("lists the active stores' ordering links, opening in a new tab", async () => {
    await renderScreen(<OrderingPageMenu />, '/app/dashboards', { namespaces: ['shell'] });
    fireEvent.click(screen.getByRole('button', { name: 'Your ordering page' }));
    const queen = await screen.findByRole('menuitem', { name: /Queen West/ });
    expect(queen.getAttribute('href')).toBe(`${origin}/s/queen-west`);
    expect(queen.getAttribute('target')).toBe('_blank');
    const harbour = screen.getByRole('menuitem', { name: /Harbourfront/ });
    expect(harbour.getAttribute('href')).toBe(`${origin}/s/90000000000000000002`);
    expect(screen.queryByRole('menuitem', { name: /Closed one/ })).toBeNull();
  });

  it('points to the stores screen when no store is active', async () => {
    stores = [sampleStore({ status: 'INACTIVE' })];
    await renderScreen(<OrderingPageMenu />, '/app/dashboards', { namespaces: ['shell'] });
    fireEvent.click(screen.getByRole('button', { name: 'Your ordering page' }));
    const add = await screen.findByRole('menuitem', {
      name: 'Add an active store to get your ordering link',
    });
    expect(add.getAttribute('href')).toBe('/app/setup/business-location');
  });
});
