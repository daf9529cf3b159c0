import { expect, test } from '@playwright/test';
import { DEMO_LOGIN } from './support/order-flow';

// Two tabs of one session (issue 20): when both find their access token refused at once, the web
// client makes a single refresh between them (Web Locks, local storage), so neither presents the
// retired refresh token, which would revoke the session family and sign both tabs out (contract §2).

test('two tabs refresh one session once and stay signed in', async ({ browser, request }) => {
  const login = await request.post('/api/login', { data: DEMO_LOGIN });
  expect(login.ok()).toBe(true);
  const pair = (await login.json()) as { refresh_token: string; merchantID: string };
  // An access token the server refuses (as an expired one is), with the session's valid refresh token.
  const record = {
    accessToken: 'expired.access.token',
    refreshToken: pair.refresh_token,
    merchantId: pair.merchantID,
    username: DEMO_LOGIN.username,
  };
  const context = await browser.newContext();
  await context.addInitScript((auth) => {
    if (!localStorage.getItem('perkdesk.auth')) localStorage.setItem('perkdesk.auth', auth);
  }, JSON.stringify(record));
  const refreshes: string[] = [];
  context.on('request', (sent) => {
    if (sent.url().endsWith('/api/token/refresh')) refreshes.push(sent.url());
  });

  const first = await context.newPage();
  const second = await context.newPage();
  await Promise.all([first.goto('/app/orders'), second.goto('/app/orders')]);
  for (const tab of [first, second]) {
    await expect(tab).toHaveURL(/\/app\/orders/);
    await expect(tab.getByText('Choose your store')).toBeVisible();
  }
  expect(refreshes).toHaveLength(1);

  // The session is still alive: the pair both tabs now share works, and a reload keeps them in.
  const shared = await first.evaluate(() => JSON.parse(localStorage.getItem('perkdesk.auth') ?? '{}'));
  expect(shared.refreshToken).not.toBe(pair.refresh_token);
  const info = await request.get('/api/user/account-info', {
    headers: { Authorization: `Bearer ${shared.accessToken}` },
  });
  expect(info.ok()).toBe(true);
  await second.reload();
  await expect(second).toHaveURL(/\/app\/orders/);
  await context.close();
});
