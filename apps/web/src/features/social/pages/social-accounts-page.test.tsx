import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requests } from '../../../testing/mocks/requests';
import { serveInEveryTest } from '../../../testing/mocks/server';
import { renderScreen } from '../../../testing/render-screen';
import { resetSocialState, socialRoutes, socialState } from '../testing/social-server';
import { SocialAccountsPage } from './social-accounts-page';

// Setup → Social media accounts against the offline provider's stand-in (contract §14).

// Screens render slowly on a busy machine: each test gets a minute.
const SLOW = { timeout: 60_000 };

serveInEveryTest(...socialRoutes);
beforeEach(() => {
  resetSocialState();
  vi.spyOn(window, 'open').mockReturnValue(null);
});
afterEach(() => vi.restoreAllMocks());

const PATH = '/app/setup/social-media-accounts';
const renderPage = () => renderScreen(<SocialAccountsPage />, PATH, { namespaces: ['components', 'social'] });
const row = (platform: string) => screen.getByTestId(`platform-${platform}`);

describe('Social media accounts', SLOW, () => {
  it('shows the no-connection state, then connects at once on the offline provider', async () => {
    await renderPage();
    expect(await screen.findByText('No social media account connected')).toBeTruthy();
    expect(within(row('facebook')).getByText('Not connected')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Connect Facebook' }));
    await waitFor(() => expect(within(row('facebook')).getByText('Connected')).toBeTruthy());
    expect(within(row('facebook')).getByText('Maple on facebook')).toBeTruthy();
    expect(within(row('instagram')).getByText('Not connected')).toBeTruthy();
    expect(screen.queryByText('No social media account connected')).toBeNull();
    expect(screen.getAllByText('Sandbox').length).toBeGreaterThan(0);
    const [link] = requests.all().filter((request) => request.path.startsWith('/api/social/connect-link'));
    const query = new URL(link?.path ?? '', window.location.origin).searchParams;
    expect(query.get('platforms')).toBe('facebook');
    expect(query.get('redirectUrl')).toBe(`${window.location.origin}${PATH}`);
  });

  it('reads the accounts again when the merchant comes back to the tab', async () => {
    await renderPage();
    await screen.findByText('No social media account connected');
    // Linked on the provider's page, in the other window.
    socialState.accounts = ['linkedin'];
    fireEvent(window, new Event('focus'));
    await waitFor(() => expect(within(row('linkedin')).getByText('Connected')).toBeTruthy());
  });

  it('says the connection failed', async () => {
    socialState.connectFails = true;
    await renderPage();
    await screen.findByText('No social media account connected');
    fireEvent.click(screen.getByRole('button', { name: 'Add new account' }));
    expect(await screen.findByText(/There was an error connecting your social media account/)).toBeTruthy();
    expect(screen.getByText('Connection failed')).toBeTruthy();
  });

  it('asks before disconnecting, then disconnects; a failure is said', async () => {
    socialState.accounts = ['facebook', 'instagram'];
    await renderPage();
    await waitFor(() => expect(within(row('instagram')).getByText('Connected')).toBeTruthy());
    fireEvent.click(within(row('instagram')).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Instagram?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(within(row('instagram')).getByText('Not connected')).toBeTruthy());
    expect(requests.to('/api/social/accounts/instagram', 'DELETE')).toHaveLength(1);
    expect(within(row('facebook')).getByText('Connected')).toBeTruthy();

    socialState.disconnectFails = true;
    fireEvent.click(within(row('facebook')).getByRole('button', { name: 'Disconnect' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    expect(
      await screen.findByText(/There was an error disconnecting your social media account/),
    ).toBeTruthy();
    expect(within(row('facebook')).getByText('Connected')).toBeTruthy();
  });
});
