import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  type Bearer,
  DEMO_LOGIN,
  keepStoreOpen,
  merchantStores,
  type PlacedOrder,
  placePaidOrder,
  registerCustomer,
  serveToCompletion,
  signInApi,
} from './support/order-flow';
import { type Scheme, signInDemo, useTheme } from './support/page-setup';

// Issue 21: axe (WCAG 2 A and AA) over every screen of the back-office's route table and its main
// dialogs, in the light and the dark theme, as the demo merchant. Any critical or serious finding
// fails the test; all of a theme's findings are listed together, one per line, with axe's reason.
// One sign-in per theme; the pages are reached by the app's own router, not reloaded.

let merchant: Bearer;
let storeId: string;
let completed: PlacedOrder;
let restoreHours: (request: APIRequestContext) => Promise<void>;

test.use({ actionTimeout: 15_000 });

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  merchant = await signInApi(request, DEMO_LOGIN.username, DEMO_LOGIN.password);
  const [store] = await merchantStores(request, merchant);
  if (!store) throw new Error('The demo merchant has no store.');
  storeId = store.id;
  restoreHours = await keepStoreOpen(request, merchant, storeId);
  const customer = await registerCustomer(request, 'Amira Haddad');
  completed = await placePaidOrder(request, customer, storeId, 'PICKUP');
  await serveToCompletion(request, merchant, completed, { preparing: 10 });
  // Left new, for the orders screen's card and its actions.
  await placePaidOrder(request, customer, storeId, 'DINE_IN');
});

test.afterAll(async ({ request }) => {
  await restoreHours?.(request);
});

const requests = new WeakMap<Page, { inFlight: number; lastChange: number }>();

/**
 * Counts `page`'s requests in flight. A route change through the router loads no document, so
 * Playwright's 'networkidle' was reached long before: the screen's code and data are these requests.
 */
function watchRequests(page: Page) {
  const state = { inFlight: 0, lastChange: Date.now() };
  requests.set(page, state);
  const change = (delta: number) => () => {
    state.inFlight += delta;
    state.lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
}

/** Until no request has been in flight for 300 ms (at most 10 s: a screen may poll on purpose). */
async function networkQuiet(page: Page) {
  const state = requests.get(page);
  if (!state) throw new Error('watchRequests(page) first');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && (state.inFlight > 0 || Date.now() - state.lastChange < 300))
    await page.waitForTimeout(50);
}

/** Waits for the screen to settle: its code and data fetched, no loader or skeleton left. */
async function settle(page: Page) {
  await networkQuiet(page);
  // Some screens keep a loader on purpose (a live chart, a pending upload): waiting is enough.
  await expect(page.locator('.mantine-Skeleton-root, .mantine-Loader-root'))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
  // Transitions (dialogs, drawers) end before colours are measured.
  await page.waitForTimeout(300);
}

/**
 * Goes to `path` through the app's router (a history entry and its popstate), as a link would,
 * without reloading the app. The page may redirect (a wizard step needs the step before it).
 */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

class Audit {
  readonly findings: string[] = [];
  readonly counts = { critical: 0, serious: 0 };
  readonly seen: string[] = [];

  constructor(private readonly scheme: Scheme) {}

  /** `within`: a dialog is checked alone, its page having been checked without the dimming overlay. */
  async check(page: Page, label: string, within?: string) {
    await settle(page);
    const scheme = await page.locator('html').getAttribute('data-mantine-color-scheme');
    expect(scheme, `colour scheme on ${label}`).toBe(this.scheme);
    // Optional record of what was audited (AXE_SHOTS_DIR=/some/dir), for a person to look at.
    const shots = process.env.AXE_SHOTS_DIR;
    if (shots) {
      const name = `${this.scheme}-${label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.png`;
      await page.screenshot({ path: `${shots}/${name}` });
    }
    const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
    const { violations } = await (within ? builder.include(within) : builder).analyze();
    this.seen.push(label);
    for (const violation of violations) {
      if (violation.impact !== 'critical' && violation.impact !== 'serious') continue;
      this.counts[violation.impact] += 1;
      const targets = violation.nodes
        .slice(0, 4)
        .map((node) => node.target.join(' '))
        .join(' | ');
      // axe's reason for the first node: for contrast, the two colours and the ratio.
      const why = violation.nodes[0]?.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? '';
      const finding = `${this.scheme} ${label}: [${violation.impact}] ${violation.id} (${violation.nodes.length}) ${violation.help} — ${targets} — ${why}`;
      this.findings.push(finding);
      console.log(`  ${finding}`);
    }
  }

  report() {
    console.log(
      `axe ${this.scheme}: ${this.seen.length} screens, ${this.counts.critical} critical, ${this.counts.serious} serious`,
    );
    expect(this.findings, this.findings.join('\n')).toEqual([]);
  }
}

const setup = '/app/setup';
const storePages = ['general', 'location', 'tax-details', 'details', 'delivery-rules', 'delivery-rules/0'];

/** Every page of the route table (apps/web/src/app/routes, config/routes.ts) with no dialog open. */
function appPages(): string[] {
  return [
    '/app/dashboards/merchant-dashboard',
    '/app/dashboards/sales-dashboard',
    '/app/report/order-history',
    `/app/report/${completed.id}`,
    '/app/support/support-main',
    '/app/profile/user-profile',
    `${setup}/business-type`,
    `${setup}/business-category`,
    `${setup}/business-profile`,
    `${setup}/business-profile-details`,
    `${setup}/business-brand`,
    `${setup}/business-tax-details`,
    `${setup}/business-location`,
    ...storePages.map((tab) => `${setup}/stores/${storeId}/${tab}`),
    `${setup}/global-points`,
    `${setup}/payment`,
    `${setup}/social-media-accounts`,
    `${setup}/subscriptions`,
    `${setup}/success`,
    '/app/products/products',
    '/app/products/addons',
    '/app/products/addon-groups',
    '/app/products/product-groups',
    '/app/promotions/promotions-main',
    '/app/promotions/new-perk',
    '/app/promotions/rewards',
    '/app/social-media-posting/your-posts',
    '/app/social-media-posting/choose-post-type',
    '/app/social-media-posting/ai-post-generator',
    '/app/social-media-posting/public-holidays',
    '/app/social-media-posting/general-store-promotion',
    '/app/social-media-posting/post-options',
    '/app/social-media-posting/existing-perks',
    '/app/social-media-posting/engagement',
    '/app/social-media-posting/schedule',
    '/app/pages/miscellaneous/search?query=latte',
  ];
}

const AUTH_PAGES = [
  '/user/login',
  '/user/register',
  '/user/forgot-password',
  '/user/resend-activation-email',
  '/user/registration-confirmation',
];

const DIALOG = '[role="dialog"]';

const dialog = (page: Page, name?: string | RegExp) =>
  name ? page.getByRole('dialog', { name }) : page.getByRole('dialog');

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function auditDialogs(page: Page, audit: Audit) {
  // The orders screen: the store dialog, the screen with a card, the reject dialog.
  await visit(page, '/app/orders');
  const storeDialog = dialog(page, 'Choose your store');
  await expect(storeDialog).toBeVisible();
  await audit.check(page, 'orders: store dialog', DIALOG);
  await storeDialog.getByRole('textbox', { name: 'Store' }).click();
  await page.getByRole('option').first().click();
  await storeDialog.getByLabel('Password').fill(DEMO_LOGIN.password);
  await storeDialog.getByRole('button', { name: 'Open orders' }).click();
  await expect(storeDialog).toHaveCount(0);
  await page.getByTestId('order-card').first().click();
  await audit.check(page, 'orders: screen with an order');
  await page.getByRole('group', { name: 'Order actions' }).getByRole('button', { name: 'Reject' }).click();
  await expect(dialog(page, /^Reject order/)).toBeVisible();
  await audit.check(page, 'orders: reject dialog', DIALOG);
  await closeDialog(page);

  // Catalogue: the product dialog.
  await visit(page, '/app/products/products');
  await page.getByRole('button', { name: 'Add product' }).first().click();
  await expect(dialog(page)).toBeVisible();
  await audit.check(page, 'products: product dialog', DIALOG);
  await closeDialog(page);

  // Perks: the delete confirmation, then the wizard's steps.
  await visit(page, '/app/promotions/promotions-main');
  // The products page left behind has "Delete <product>" buttons of its own until the route swaps.
  await expect(page.getByRole('heading', { name: 'Your perks' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await expect(dialog(page, 'Delete perk')).toBeVisible();
  await audit.check(page, 'perks: delete confirmation', DIALOG);
  await closeDialog(page);

  await visit(page, '/app/promotions/new-perk');
  await expect(page.getByRole('heading', { name: 'New perk' })).toBeVisible();
  await page.getByRole('link', { name: /^Punch card/ }).click();
  await expect(page).toHaveURL(/\/general$/);
  await audit.check(page, 'perk wizard: general step');
  await page.getByRole('textbox', { name: 'Name' }).fill('Coffee card');
  await page.getByRole('textbox', { name: 'Stores' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Set times' }).click();
  await expect(dialog(page, 'Shown to customers: Coffee card')).toBeVisible();
  await audit.check(page, 'perk wizard: weekly schedule dialog', DIALOG);
  await closeDialog(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/details$/);
  await audit.check(page, 'perk wizard: details step');

  // Order history: the refund dialog of a completed order.
  await visit(page, `/app/report/${completed.id}`);
  await page.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog(page)).toBeVisible();
  await audit.check(page, 'order detail: refund dialog', DIALOG);
  await closeDialog(page);

  // The shell's display options, after a reload: the error notifications earlier pages left (a
  // checkout with no session) would cover its button.
  await page.goto('/app/dashboards/merchant-dashboard');
  await page.getByRole('button', { name: 'Display options' }).click();
  await audit.check(page, 'shell: display options', DIALOG);
  await closeDialog(page);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`every back-office page and main dialog passes axe in the ${scheme} theme`, async ({ page }) => {
    test.setTimeout(600_000);
    await useTheme(page, scheme);
    watchRequests(page);
    const audit = new Audit(scheme);
    await test.step('the account pages, signed out', async () => {
      await page.goto(AUTH_PAGES[0] as string);
      for (const path of AUTH_PAGES) {
        await visit(page, path);
        await audit.check(page, path);
      }
    });
    await signInDemo(page);
    await test.step('every page of the route table', async () => {
      const chart = await page.locator('a[href*="/detail-chart/"]').first().getAttribute('href');
      for (const path of [...appPages(), ...(chart ? [chart] : [])]) {
        await visit(page, path);
        await audit.check(page, path);
      }
    });
    await test.step('the main dialogs', () => auditDialogs(page, audit));
    audit.report();
  });
}
