import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonBody, requests } from '../../../testing/mocks/requests';
import { serveInEveryTest } from '../../../testing/mocks/server';
import { renderScreen } from '../../../testing/render-screen';
import { resetSocialState, samplePost, socialRoutes, socialState } from '../testing/social-server';
import { EngagementPage } from './engagement-page';
import { SchedulePage } from './schedule-page';

// Screens render slowly on a busy machine: each test gets a minute.
const SLOW = { timeout: 60_000 };

serveInEveryTest(...socialRoutes);
beforeEach(resetSocialState);

const zero = {
  totalLikes: 0,
  totalComments: 0,
  totalShares: 0,
  totalViews: 0,
  totalReach: 0,
  platformBreakdown: {},
};

describe('Engagement', SLOW, () => {
  it('adds up the published posts and lists each with the orders it brought', async () => {
    socialState.posts = [
      samplePost({
        post: 'Latte for two',
        analytics: { ...zero, totalLikes: 5, totalReach: 100 },
        attribution: { visits: 10, orders: 2, revenueCents: 2500, newClients: 1 },
      }),
      samplePost({
        post: 'Christmas hours',
        analytics: { ...zero, totalLikes: 3 },
        attribution: { visits: 4, orders: 1, revenueCents: 1050, newClients: 1 },
      }),
      // Not published yet: not counted.
      samplePost({
        post: 'Boxing Day',
        status: 'scheduled',
        type: 'scheduled',
        scheduleDate: '2026-12-26T15:00:00.000Z',
        attribution: { visits: 9, orders: 9, revenueCents: 9900, newClients: 9 },
      }),
    ];
    await renderScreen(<EngagementPage />, '/app/social-media-posting/engagement', {
      namespaces: ['social'],
    });
    await waitFor(() => expect(screen.getByTestId('total-likes').textContent).toContain('8'));
    expect(screen.getByTestId('total-orders').textContent).toContain('3');
    expect(screen.getByTestId('total-revenueCents').textContent).toContain('$35.50');
    expect(screen.getByTestId('total-newClients').textContent).toContain('2');
    const table = screen.getByRole('table', { name: 'Engagement and orders per post' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).queryByText('Boxing Day')).toBeNull();
  });

  it('says when nothing was posted', async () => {
    await renderScreen(<EngagementPage />, '/app/social-media-posting/engagement', {
      namespaces: ['social'],
    });
    expect(await screen.findByText("You haven't posted anything in the past 30 days.")).toBeTruthy();
  });
});

describe('Schedule', SLOW, () => {
  it('lists the auto-schedules, saves a new one with its times, days and excluded dates, and deletes one', async () => {
    socialState.schedules = [
      { title: 'Weekdays', schedule: ['09:00'], daysOfWeek: [1, 2, 3, 4, 5], excludeDates: [] },
    ];
    await renderScreen(<SchedulePage />, '/app/social-media-posting/schedule', {
      namespaces: ['components', 'social'],
    });
    expect(await screen.findByText('Weekdays')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Weekend' } });
    fireEvent.change(screen.getByLabelText('New time'), { target: { value: '18:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add time' }));
    fireEvent.change(screen.getByLabelText('Date to exclude'), { target: { value: '2026-12-25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add date' }));
    // Weekdays by default: the merchant picks Saturday and Sunday instead.
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
      fireEvent.click(screen.getByText(day));
    fireEvent.click(screen.getByRole('button', { name: 'Save auto-schedule' }));
    expect(await screen.findByText('The auto-schedule is saved.')).toBeTruthy();
    expect(await jsonBody(requests.to('/api/social/auto-schedule', 'POST')[0])).toEqual({
      title: 'Weekend',
      schedule: ['10:00', '18:30'],
      daysOfWeek: [0, 6],
      excludeDates: ['2026-12-25'],
    });
    await waitFor(() => expect(screen.getAllByTestId('auto-schedule')).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'Delete Weekdays' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('auto-schedule')).toHaveLength(1));
    expect(await jsonBody(requests.to('/api/social/auto-schedule', 'DELETE')[0])).toEqual({
      title: 'Weekdays',
    });
  });

  it('refuses a schedule without a title or a day', async () => {
    await renderScreen(<SchedulePage />, '/app/social-media-posting/schedule', {
      namespaces: ['components', 'social'],
    });
    await screen.findByText('No auto-schedule yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Save auto-schedule' }));
    expect(await screen.findByText(/The title must be 1 to 100 characters/)).toBeTruthy();
    expect(requests.to('/api/social/auto-schedule', 'POST')).toHaveLength(0);
  });
});
