import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonBody, requests } from '../../../testing/mocks/requests';
import { serveInEveryTest } from '../../../testing/mocks/server';
import { renderScreen } from '../../../testing/render-screen';
import { resetSocialState, samplePost, socialRoutes, socialState } from '../testing/social-server';
import { YourPostsPage } from './your-posts-page';

// Your posts against the stand-in social server, on Wednesday 2026-11-18 at noon (local time).

// Screens render slowly on a busy machine: each test gets a minute.
const SLOW = { timeout: 60_000 };

serveInEveryTest(...socialRoutes);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 12, 0));
  resetSocialState();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const PATH = '/app/social-media-posting/your-posts';
const renderPage = () => renderScreen(<YourPostsPage />, PATH, { namespaces: ['components', 'social'] });
const at = (day: number, hour: number) => new Date(2026, 10, day, hour, 0).toISOString();
const cell = (day: string) => document.querySelector(`[data-day="${day}"]`) as HTMLElement;
const zero = {
  totalLikes: 0,
  totalComments: 0,
  totalShares: 0,
  totalViews: 0,
  totalReach: 0,
  platformBreakdown: {},
};

describe('Your posts', SLOW, () => {
  it('shows the empty text of each filter (spec 2 §8)', async () => {
    await renderPage();
    expect(await screen.findByText("You haven't posted anything in the past 30 days.")).toBeTruthy();
    fireEvent.click(screen.getByText('Engaged'));
    expect(await screen.findByText('None of your posts have any engagement.')).toBeTruthy();
    fireEvent.click(screen.getByText('Posted'));
    expect(await screen.findByText('No posts found.')).toBeTruthy();
  });

  it('tells apart All, Pending, Posted and Engaged', async () => {
    socialState.posts = [
      samplePost({ post: 'Published quietly', analytics: zero, created: at(10, 9) }),
      samplePost({ post: 'Liked a lot', analytics: { ...zero, totalLikes: 4 }, created: at(11, 9) }),
    ];
    await renderPage();
    fireEvent.click(await screen.findByText('List'));
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(2));
    fireEvent.click(screen.getByText('Pending'));
    expect(await screen.findByText('No posts found.')).toBeTruthy();
    fireEvent.click(screen.getByText('Engaged'));
    expect(screen.getAllByTestId('post-card')).toHaveLength(1);
    expect(screen.getByText('Liked a lot')).toBeTruthy();
  });

  it('lays the month out in 42 days from Sunday, 3 posts a day, a "more" count and cut titles', async () => {
    socialState.posts = [1, 2, 3, 4].map((n) =>
      samplePost({
        post: `Thanksgiving special number ${n} at Queen West, all day`,
        status: 'scheduled',
        type: 'scheduled',
        scheduleDate: at(26, 8 + n),
      }),
    );
    await renderPage();
    const grid = await screen.findByTestId('month-grid');
    const days = grid.querySelectorAll('[data-day]');
    expect(days).toHaveLength(42);
    expect(days[0]?.getAttribute('data-day')).toBe('2026-11-01');
    const thanksgiving = cell('2026-11-26');
    await waitFor(() => expect(within(thanksgiving).getAllByText(/Thanksgiving special/)).toHaveLength(3));
    expect(within(thanksgiving).getByText('+1 more')).toBeTruthy();
    expect(within(thanksgiving).getAllByText(/Thanksgiving special/)[0]?.textContent).toContain(
      'Thanksgiving special number…',
    );

    // The day modal holds all four.
    fireEvent.click(screen.getByText('+1 more'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByTestId('post-card')).toHaveLength(4);
  });

  it('shows a week of 24 hourly slots with 60-minute events and titles cut at 32', async () => {
    socialState.posts = [
      samplePost({
        post: 'Thanksgiving special number one at Queen West',
        status: 'scheduled',
        type: 'scheduled',
        scheduleDate: at(19, 15),
      }),
    ];
    await renderPage();
    fireEvent.click(await screen.findByText('Week'));
    expect(screen.getAllByTestId('hour-slot')).toHaveLength(24);
    const event = await screen.findByTestId('week-event');
    expect(event.style.top || event.style.insetBlockStart).toBe(`${15 * 48}px`);
    expect(event.style.height).toBe('48px');
    expect(event.textContent).toContain('Thanksgiving special number one…');
  });

  it('opens a post with its analytics and the orders it brought', async () => {
    const post = samplePost({
      post: 'Latte for two, today only',
      created: at(17, 9),
      storeId: '1',
      trackedLink: 'http://localhost/s/1?post=ref-1',
      attribution: { visits: 12, orders: 3, revenueCents: 4550, newClients: 2 },
    });
    socialState.posts = [post];
    socialState.analytics[post.id] = { ...zero, totalLikes: 7, totalReach: 140 };
    await renderPage();
    fireEvent.click(await within(await waitForCell('2026-11-17')).findByText(/Latte for two/));
    const dialog = await screen.findByRole('dialog', { name: 'Post details' });
    expect(await within(dialog).findByText('140')).toBeTruthy();
    const attribution = within(within(dialog).getByTestId('attribution'));
    expect(attribution.getByText('12')).toBeTruthy();
    expect(attribution.getByText('3')).toBeTruthy();
    expect(attribution.getByText('$45.50')).toBeTruthy();
    expect(attribution.getByText('2')).toBeTruthy();
  });

  it('warns when there is nothing scheduled to delete', async () => {
    socialState.posts = [samplePost({ created: at(17, 9) })];
    await renderPage();
    await waitForCell('2026-11-17');
    fireEvent.click(screen.getByRole('button', { name: 'Delete all scheduled' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete all scheduled' }),
    );
    expect(await screen.findByText('There are no scheduled/pending posts to delete')).toBeTruthy();
    expect(screen.getByText('No Scheduled Posts')).toBeTruthy();
    expect(requests.to('/api/social/posts', 'DELETE')).toHaveLength(0);
  });

  it('deletes every scheduled post, ignoring the ones that fail', async () => {
    const kept = samplePost({ status: 'scheduled', type: 'scheduled', scheduleDate: at(20, 9) });
    const failing = samplePost({ status: 'pending', type: 'scheduled', scheduleDate: at(21, 9) });
    socialState.posts = [samplePost({ created: at(17, 9) }), kept, failing];
    socialState.deleteFails.add(failing.refId);
    await renderPage();
    await waitFor(() => expect(document.querySelectorAll('[data-post]')).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Delete all scheduled' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete all scheduled' }),
    );
    expect(await screen.findByText('All scheduled posts deleted (where possible)')).toBeTruthy();
    expect(screen.getByText('Deleted')).toBeTruthy();
    const deletes = requests.to('/api/social/posts', 'DELETE');
    expect(await Promise.all(deletes.map(jsonBody))).toEqual(
      expect.arrayContaining([{ refId: kept.refId }, { refId: failing.refId }]),
    );
  });

  it('reschedules a post dragged to another day: made again there, then the old one deleted', async () => {
    const moving = samplePost({
      post: 'Weekend brunch',
      status: 'scheduled',
      type: 'scheduled',
      scheduleDate: at(20, 9),
      storeId: '90000000000000000001',
      promotionIds: ['10000000000000000501'],
      trackedLink: 'http://localhost/s/90000000000000000001?post=ref-1',
    });
    moving.post = `Weekend brunch ${moving.trackedLink}`;
    socialState.posts = [moving];
    await renderPage();
    const from = await waitForCell('2026-11-20');
    stubRects();
    const chip = await within(from).findByText(/Weekend brunch/);
    const start = centre(from);
    const target = centre(cell('2026-11-24'));
    fireEvent.pointerDown(chip, { ...start, isPrimary: true, button: 0 });
    fireEvent.pointerMove(document, { clientX: start.clientX + 10, clientY: start.clientY });
    fireEvent.pointerMove(document, target);
    fireEvent.pointerUp(document, target);

    await waitFor(() => expect(requests.to('/api/social/posts', 'DELETE')).toHaveLength(1));
    const created = await jsonBody(requests.to('/api/social/posts', 'POST')[0]);
    expect(created).toEqual({
      post: 'Weekend brunch',
      platforms: ['facebook'],
      scheduleDate: at(24, 9),
      storeId: '90000000000000000001',
      promotionIds: ['10000000000000000501'],
    });
    expect(await jsonBody(requests.to('/api/social/posts', 'DELETE')[0])).toEqual({ refId: moving.refId });
    expect(await screen.findByText('The post is rescheduled.')).toBeTruthy();
  });
});

async function waitForCell(day: string) {
  await screen.findByTestId('month-grid');
  return cell(day);
}

// jsdom lays nothing out: each day cell gets a 100 px square in a 7-column grid, and a post chip
// its day's square, so the drag's collision maths has something to measure.
function rectOf(element: Element): DOMRect {
  const day = element.closest('[data-day-index]');
  if (!day) return new DOMRect(0, 0, 0, 0);
  const index = Number(day.getAttribute('data-day-index'));
  return new DOMRect((index % 7) * 100, Math.floor(index / 7) * 100, 100, 100);
}

function stubRects() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return rectOf(this);
  });
  if (!('PointerEvent' in window)) {
    class PointerEvent extends MouseEvent {
      isPrimary: boolean;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.isPrimary = init.isPrimary ?? true;
      }
    }
    Object.assign(window, { PointerEvent });
  }
}

function centre(element: HTMLElement) {
  const rect = rectOf(element);
  return { clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 };
}
