import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Look, NARROW_DARK_RTL, showIn, WIDE_LIGHT } from './support/looks';
import { newMerchant, signIn } from './support/merchant-api';
import { type Customer, placePaidOrder, signInApi } from './support/order-flow';
import { setUpOrderingMerchant } from './support/orders-api';

// Issue 19 against the real server on the offline social provider and the offline AI composer:
// connect accounts, subscribe, then the whole wizard to a scheduled holiday post with a perk; the
// post on the calendar, published by the job queue; its tracked link opened, an order placed
// through it, and the order counted on the post's details and on the engagement page.

const SHOTS = process.env.C2_SHOTS_DIR ?? '/tmp/c2-shots';

async function shoot(page: Page, name: string, look: Look, ready: () => Promise<void>) {
  await showIn(page, look, ready);
  const tag = `${look.width}-${look.dark ? 'dark' : 'light'}${look.rtl ? '-rtl' : ''}`;
  await page.screenshot({ path: `${SHOTS}/social-${name}-${tag}.png`, fullPage: true });
}

/** Both looks of the page as it is, then back to the wide light one. */
async function shootBoth(page: Page, name: string, ready: () => Promise<void>) {
  await shoot(page, name, NARROW_DARK_RTL, ready);
  await shoot(page, name, WIDE_LIGHT, ready);
}

async function ok<T>(response: Promise<Awaited<ReturnType<APIRequestContext['get']>>>): Promise<T> {
  const answer = await response;
  const text = await answer.text();
  expect(answer.ok(), text).toBe(true);
  return (text ? JSON.parse(text) : null) as T;
}

interface Post {
  id: string;
  refId: string;
  post: string;
  status: string;
  trackedLink: string | null;
  storeId: string | null;
  promotionIds: string[];
  attribution: { visits: number; orders: number; revenueCents: number; newClients: number };
}

/** A customer registered and activated through the outbox, which may lag behind on a busy machine. */
async function newCustomer(request: APIRequestContext): Promise<Customer> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `visitor.${stamp}@customers.perkdesk.test`;
  const phone = `+1416555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  const password = 'Shop#Order7q';
  await ok(
    request.post('/api/user/registration', {
      data: { name: 'Sam Visitor', email, password, matchingPassword: password, phone },
    }),
  );
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await ok<{ links: string[] }[]>(
          request.get(`/api/testing-support/emails?to=${encodeURIComponent(email)}`),
        );
        // The back office's activation page, or the storefront's for customers.
        link = mails
          .flatMap((mail) => mail.links)
          .find((href) => /(active_account|account\/activate)\?token=/.test(href));
        return link;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  const token = new URL(link ?? '').searchParams.get('token') ?? '';
  await ok(request.get(`/api/user/active/${encodeURIComponent(token)}`));
  return { name: 'Sam Visitor', email, phone, headers: await signInApi(request, email, password) };
}

/** A datetime-local value (the browser's local time) `seconds` from now, on a whole minute. */
function inputValueIn(page: Page, seconds: number) {
  return page.evaluate((ahead) => {
    const date = new Date(Date.now() + ahead * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, seconds);
}

test.use({ actionTimeout: 20_000 });

test('wizard → scheduled holiday post with a perk → published → an order through its link is counted', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const merchant = newMerchant('Noor', 'Haddad', 'maple-social.test');
  const { headers, counter } = await setUpOrderingMerchant(request, merchant);
  const perk = await ok<{ id: string; name: string }>(
    request.post('/api/promotions/deal', {
      headers,
      data: { name: 'Holiday 10% off', stores: [counter.id], discountPercent: 10 },
    }),
  );
  const { merchantId } = await ok<{ merchantId: string }>(request.get('/api/merchants/profile', { headers }));
  await signIn(page, merchant);

  // Setup → Social media accounts: nothing connected; the offline provider connects at once.
  await page.goto('/app/setup/social-media-accounts');
  await expect(page.getByText('No social media account connected')).toBeVisible();
  await shootBoth(page, 'accounts-none', () => expect(page.getByText('Not connected').first()).toBeVisible());
  await page.getByRole('button', { name: 'Add new account' }).click();
  await expect(page.getByTestId('platform-facebook').getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByTestId('platform-youtube').getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByText('Sandbox').first()).toBeVisible();
  await shootBoth(page, 'accounts-connected', () =>
    expect(page.getByTestId('platform-facebook').getByText('Connected', { exact: true })).toBeVisible(),
  );
  // Disconnect asks first.
  await page.getByTestId('platform-youtube').getByRole('button', { name: 'Disconnect' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('platform-youtube').getByText('Not connected')).toBeVisible();

  // The wizard: a festive holiday post for the King West store.
  await page.goto('/app/social-media-posting');
  await expect(page).toHaveURL(/\/choose-post-type$/);
  await page.getByRole('radio', { name: 'Holiday post' }).check();
  await page.getByText('Festive', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Store' }).click();
  await page.getByRole('option', { name: 'Maple King West' }).click();
  await shootBoth(page, 'wizard-type', () => expect(page.getByText('Post Theme')).toBeVisible());
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/public-holidays$/);
  const christmas = page.getByRole('checkbox', { name: /Christmas Day/ });
  await christmas.check();
  await page.getByRole('checkbox', { name: 'Before the day' }).check();
  await page.getByRole('textbox', { name: 'Days before' }).fill('2');
  await shootBoth(page, 'wizard-holidays', () =>
    expect(page.getByRole('checkbox', { name: /Christmas Day/ })).toBeChecked(),
  );
  await page.getByRole('checkbox', { name: 'Before the day' }).uncheck();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/existing-perks$/);
  await page.getByRole('checkbox', { name: perk.name }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/post-options$/);
  await page.getByText('Facebook', { exact: true }).click();
  await shootBoth(page, 'wizard-options', () => expect(page.getByText('Number of posts')).toBeVisible());
  await page.getByRole('button', { name: 'Next' }).click();

  // Not subscribed: the generator offers the subscription; the sandbox checkout completes at once.
  await expect(page).toHaveURL(/\/ai-post-generator$/);
  await expect(page.getByText('Subscribe to AI Post Generator').last()).toBeVisible();
  await shootBoth(page, 'wizard-subscribe', () =>
    expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible(),
  );
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.getByText('Successfully subscribed for automated post generation service.'),
  ).toBeVisible();
  // Back to the generator: the wizard kept its choices.
  await page.goto('/app/social-media-posting/ai-post-generator');
  await page.getByRole('button', { name: 'Generate' }).click();
  const draft = page.getByTestId('draft');
  await expect(draft).toHaveCount(1);
  const text = draft.getByRole('textbox', { name: 'Text' });
  await expect(text).not.toHaveValue('');
  expect((await text.inputValue()).length).toBeLessThanOrEqual(200);
  await expect(draft.getByRole('img', { name: 'Generated picture' })).toBeVisible();
  await text.fill('Merry Christmas from Maple King West! 10% off all day.');
  // The smallest schedule: the post goes out in a minute or two.
  await draft.getByLabel('Scheduled for').fill(await inputValueIn(page, 90));
  await shootBoth(page, 'wizard-generator', () => expect(page.getByTestId('draft')).toHaveCount(1));
  await page.getByRole('button', { name: 'Schedule 1 post' }).click();

  // On the calendar, scheduled.
  await expect(page).toHaveURL(/\/your-posts$/);
  const chip = page.locator('[data-post]').filter({ hasText: 'Merry Christmas' });
  await expect(chip).toBeVisible();
  const [post] = await ok<Post[]>(request.get('/api/social/history?lastDays=30', { headers }));
  expect(post).toMatchObject({ status: 'scheduled', storeId: counter.id, promotionIds: [perk.id] });
  expect(post?.trackedLink).toContain(`/s/${counter.id}?post=${post?.refId}`);
  await shootBoth(page, 'posts-month', () => expect(page.locator('[data-post]').first()).toBeVisible());

  // Published by the offline provider through the job queue.
  await expect
    .poll(
      async () => (await ok<Post[]>(request.get('/api/social/history?lastDays=30', { headers })))[0]?.status,
      { timeout: 240_000, intervals: [5_000] },
    )
    .toBe('success');

  // The tracked link opened (the storefront, where it is served), then an order placed through it
  // as the storefront would: the visit carries the post's ref.
  const link = post?.trackedLink ?? '';
  await page.goto(link);
  const customer = await newCustomer(request);
  await ok(
    request.post('/api/event/visit', {
      headers: customer.headers,
      data: {
        postRef: new URL(link).searchParams.get('post'),
        merchantStores: { [merchantId]: [counter.id] },
      },
    }),
  );
  const order = await placePaidOrder(request, customer, counter.id, 'PICKUP');

  // Counted on the post's details.
  await page.goto('/app/social-media-posting/your-posts');
  await page.locator('[data-post]').filter({ hasText: 'Merry Christmas' }).click();
  const details = page.getByRole('dialog', { name: 'Post details' });
  await expect(details.getByText('Posted')).toBeVisible();
  const attribution = details.getByTestId('attribution');
  await expect(attribution.getByText('Orders').locator('xpath=..')).toContainText('1');
  await expect(attribution.getByText('Visits').locator('xpath=..')).toContainText('1');
  await expect(attribution.getByText('New clients').locator('xpath=..')).toContainText('1');
  const revenue = `$${order.totalAmount.toFixed(2)}`;
  await expect(attribution.getByText('Revenue').locator('xpath=..')).toContainText(revenue);
  await shootBoth(page, 'post-details', async () => {
    await page.locator('[data-post]').filter({ hasText: 'Merry Christmas' }).click();
    await expect(page.getByRole('dialog', { name: 'Post details' }).getByTestId('attribution')).toBeVisible();
  });

  // The other views and screens.
  await page.goto('/app/social-media-posting/your-posts');
  await page.getByText('Week', { exact: true }).click();
  await expect(page.getByTestId('week-event').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/social-posts-week-1440-light.png`, fullPage: true });
  await page.getByText('List', { exact: true }).click();
  await expect(page.getByTestId('post-card')).toHaveCount(1);
  await page.getByText('Engaged', { exact: true }).click();
  await expect(page.getByText('None of your posts have any engagement.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/social-posts-list-engaged-1440-light.png`, fullPage: true });

  await page.goto('/app/social-media-posting/engagement');
  await expect(page.getByTestId('total-orders')).toContainText('1');
  await shootBoth(page, 'engagement', () => expect(page.getByTestId('total-orders')).toContainText('1'));

  await page.goto('/app/social-media-posting/schedule');
  await page.getByRole('textbox', { name: 'Title' }).fill('Weekday mornings');
  await page.getByRole('button', { name: 'Save auto-schedule' }).click();
  await expect(page.getByTestId('auto-schedule')).toHaveCount(1);
  await shootBoth(page, 'schedule', () => expect(page.getByTestId('auto-schedule')).toHaveCount(1));
});
