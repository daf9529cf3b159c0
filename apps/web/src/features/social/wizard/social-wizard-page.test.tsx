import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/routes';
import { jsonBody, requests } from '../../../testing/mocks/requests';
import { serveInEveryTest } from '../../../testing/mocks/server';
import { renderScreen } from '../../../testing/render-screen';
import { resetSocialState, STORE, socialRoutes, socialState, unsubscribe } from '../testing/social-server';
import { SocialWizardPage } from './social-wizard-page';

// The AI post generator wizard against the stand-in server, on 2026-11-18 at noon (local time).

// Screens render slowly on a busy machine: each test gets a minute.
const SLOW = { timeout: 60_000 };

serveInEveryTest(...socialRoutes);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 12, 0));
  resetSocialState();
  // Mantine's combobox scrolls the chosen option into view; jsdom has no layout.
  Element.prototype.scrollIntoView ??= () => undefined;
  socialState.accounts = ['facebook', 'instagram'];
  socialState.holidays = [
    { date: '2026-12-25', name: 'Christmas Day', type: 'public' },
    { date: '2026-12-26', name: 'Boxing Day', type: 'public' },
  ];
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const WIZARD = '/app/social-media-posting/:step';
const renderWizard = (step = 'choose-post-type') =>
  renderScreen(<SocialWizardPage />, `/app/social-media-posting/${step}`, {
    route: WIZARD,
    namespaces: ['components', 'social'],
    elsewhere: [paths.setup.success],
  });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('AI post generator wizard', SLOW, () => {
  it('goes from a holiday with a perk to scheduled posts that carry the store and the perk', async () => {
    const { router } = await renderWizard();
    // The only store is chosen for the merchant.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Store' })).toHaveProperty('value', STORE.name),
    );
    next();
    expect(await screen.findByText('Choose a post type.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Holiday post' }));
    fireEvent.click(screen.getByText('Festive'));
    next();

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.social.publicHolidays));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Christmas Day/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Before the day' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Days before' }), { target: { value: '2' } });
    expect(screen.getByText('days before')).toBeTruthy();
    next();

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.social.existingPerks));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Latte for two' }));
    next();

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.social.postOptions));
    next();
    expect(await screen.findByText('Choose at least one account.')).toBeTruthy();
    fireEvent.click(await screen.findByText('Instagram'));
    next();

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.social.aiPostGenerator));
    fireEvent.click(await screen.findByRole('button', { name: 'Generate' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getAllByTestId('draft')).toHaveLength(2));
    const [before, onTheDay] = screen.getAllByTestId('draft');
    expect(within(before!).getByText('2 days before')).toBeTruthy();
    expect(within(onTheDay!).getByText('On the day')).toBeTruthy();
    expect(within(before!).getByRole('textbox', { name: 'Text' })).toHaveProperty(
      'value',
      'Happy Christmas Day from Queen West!',
    );

    // The AI got the facts as lines, the store, the perk and the holiday among them.
    const chat = (await jsonBody(requests.to('/api/ai/chat/completions', 'POST')[0])) as {
      messages: { role: string; content: string }[];
      temperature: number;
    };
    const facts = chat.messages.map((message) => message.content).join('\n');
    for (const line of [
      'Post type: Holiday post',
      'Theme: Festive',
      `Store: ${STORE.name}`,
      'Perk: Latte for two',
    ])
      expect(facts).toContain(line);
    expect(facts).toContain('Holiday: Christmas Day');
    expect(chat.temperature).toBe(0.9);

    // Edited before posting.
    fireEvent.change(within(onTheDay!).getByRole('textbox', { name: 'Text' }), {
      target: { value: 'Merry Christmas, lattes for two all day!' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule 2 posts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.social.yourPosts));
    expect(socialState.created).toEqual([
      {
        post: 'Happy Christmas Day from Queen West!',
        platforms: ['instagram'],
        scheduleDate: new Date(2026, 11, 23, 10, 0).toISOString(),
        mediaUrls: [`${window.location.origin}/api/files/ai-1.png`],
        storeId: STORE.id,
        promotionIds: ['10000000000000000501'],
      },
      {
        post: 'Merry Christmas, lattes for two all day!',
        platforms: ['instagram'],
        scheduleDate: new Date(2026, 11, 25, 10, 0).toISOString(),
        mediaUrls: [`${window.location.origin}/api/files/ai-1.png`],
        storeId: STORE.id,
        promotionIds: ['10000000000000000501'],
      },
    ]);
    expect(await screen.findByText('2 posts are posted or scheduled.')).toBeTruthy();
  });

  it('makes one post per occurrence of a repeat, later ones with the variant suffix', async () => {
    const { router } = await renderWizard();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Store' })).toHaveProperty('value', STORE.name),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'General store promotion' }));
    next();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.social.generalStorePromotion));
    next();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.social.postOptions));
    fireEvent.click(await screen.findByText('Facebook'));
    fireEvent.change(screen.getByLabelText('Date and time'), { target: { value: '2026-11-20T09:30' } });
    fireEvent.click(screen.getByRole('textbox', { name: 'Repeat' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Weekly' }));
    next();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.social.aiPostGenerator));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'With pictures' }, { timeout: 5000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Generate' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getAllByTestId('draft')).toHaveLength(2));
    // One text for the series: one AI call, no picture.
    expect(requests.to('/api/ai/chat/completions', 'POST')).toHaveLength(1);
    expect(requests.to('/api/ai/images/generations', 'POST')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Schedule 2 posts' }));
    await waitFor(() => expect(socialState.created).toHaveLength(2));
    expect(socialState.created.map((body) => [body.post, body.scheduleDate])).toEqual([
      ['Happy the season from Queen West!', new Date(2026, 10, 20, 9, 30).toISOString()],
      ['Happy the season from Queen West! (2)', new Date(2026, 10, 27, 9, 30).toISOString()],
    ]);
  });

  it('shows the AI failure with the provider message', async () => {
    socialState.aiFails = true;
    sessionStorage.setItem(
      'perkdesk.social-post-wizard',
      JSON.stringify({
        postType: 'perk',
        storeId: STORE.id,
        perkIds: ['10000000000000000501'],
        platforms: ['facebook'],
        when: 'now',
      }),
    );
    await renderWizard('ai-post-generator');
    fireEvent.click(await screen.findByRole('button', { name: 'Generate' }, { timeout: 5000 }));
    expect(await screen.findByText('The AI provider failed. Try again later.')).toBeTruthy();
    expect(screen.getByText('AI generation failed')).toBeTruthy();
    expect(screen.queryAllByTestId('draft')).toHaveLength(0);
  });

  it('offers the subscription when the merchant has none', async () => {
    unsubscribe();
    sessionStorage.setItem(
      'perkdesk.social-post-wizard',
      JSON.stringify({
        postType: 'perk',
        storeId: STORE.id,
        perkIds: ['10000000000000000501'],
        platforms: ['facebook'],
        when: 'now',
      }),
    );
    await renderWizard('ai-post-generator');
    expect(await screen.findByText('Subscribe to AI Post Generator')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate' })).toBeNull();
  });
});
