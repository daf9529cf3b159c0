#!/usr/bin/env node
// Back-office speed (issue 21 "Reaches"), against the real server (PGlite, DEMO_DATA) serving a built
// web app, in Debian's Chromium:
// (a) the orders screen loaded cold (fresh browser context, no throttling): when its first /api/ call
//     starts, from navigation start and from the first script response, and how many chained waves
//     of scripts precede it (bursts of script requests, a gap of ≥ 100 ms between bursts);
// (b) with 4 new orders, under 4× CPU throttling (CDP Emulation.setCPUThrottlingRate): each tab
//     switch, opening and closing the store dialog, opening an order, and accepting an order, timed
//     from the click's input event (event.timeStamp) to the first frame painted after the DOM shows
//     the outcome (MutationObserver, then requestAnimationFrame + a task); the longest Event Timing
//     entry of the interaction (INP's measure) beside it. Accepting also times the first feedback
//     (the button's loading state, or the next step) apart from the outcome (the next step shown)
//     and the confirmation (the next step's buttons enabled: the server has answered);
// (c) Lighthouse mobile and desktop performance on /user/login.
// Several builds are compared side by side in one run: each gets its own server, and every
// measurement alternates between them. The demo store is kept always open (demo-shop.mjs) and
// its orders are paid through the public API with the sandbox card, as customers do.
// Usage: npm run build -w @perkdesk/web && node bench/back-office.mjs [distDir ...]
//   (default apps/web/dist; build with tools/compress-dist.mjs twins for the server's .br files).
// Env: BO_PORT (first server's port, 8661), BO_LOADS (cold loads per build, 10), BO_SAMPLES (60; the
// p95 of 20 would be their slowest), BO_LH_RUNS (Lighthouse runs per form factor and build, 3),
// BO_THROTTLE (4), BO_PARTS (abc: which parts).
import { randomBytes, randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { chromium } from '@playwright/test';
import {
  chromiumFlags,
  chromiumPath,
  lighthouseRun,
  pct,
  sampleLoad,
  startServer,
  stats,
} from './browser-kit.mjs';
import { activate, demoStoreAlwaysOpen, orderableLines } from './demo-shop.mjs';

const root = new URL('..', import.meta.url).pathname;
const dists = process.argv.slice(2).length ? process.argv.slice(2) : [`${root}apps/web/dist`];
const basePort = Number(process.env.BO_PORT ?? 8661);
const LOADS = Number(process.env.BO_LOADS ?? 10);
const SAMPLES = Number(process.env.BO_SAMPLES ?? 60);
const LH_RUNS = Number(process.env.BO_LH_RUNS ?? 3);
const THROTTLE = Number(process.env.BO_THROTTLE ?? 4);
const NEW_ORDERS = 4;
const DEMO = { username: 'demo', password: 'Demo#Perk2026', portal: 'MERCHANT' };
const PASSWORD = 'Bench#B4ck2026';
const TABS = ['new', 'accepted', 'preparing', 'ready'];
const WAVE_GAP_MS = 100;
const PARTS = process.env.BO_PARTS ?? 'abc';

const load = sampleLoad();
const labels = dists.map((dir, i) => `${String.fromCharCode(65 + i)}:${basename(dir)}`);
const servers = [];
try {
  for (const [i, dir] of dists.entries()) servers.push(await startServer(basePort + i, { webDistDir: dir }));
  const shops = [];
  for (const server of servers) shops.push(await seed(server.origin));
  console.log(`builds: ${labels.join(', ')}; load ${load.now()}`);

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    if (PARTS.includes('a')) await coldLoads(browser, shops);
    if (PARTS.includes('b')) await interactions(browser, shops);
  } finally {
    await browser.close();
  }
  if (PARTS.includes('c')) await lighthouseLogin();
} finally {
  for (const server of servers) server.stop();
}
console.log(load.stop());

// ——— (a) cold loads ———

async function coldLoads(browser, shops) {
  const results = shops.map(() => []);
  for (let round = 0; round < LOADS + 1; round++) {
    for (const [i, shop] of shops.entries()) {
      const sample = await coldLoad(browser, shop);
      if (round > 0) results[i].push(sample);
    }
  }
  console.log(`\n(a) /app/orders loaded cold, ${LOADS} loads per build, no throttling; load ${load.now()}`);
  for (const [i, samples] of results.entries()) {
    const f = (key) => stats(samples.map((s) => s[key]));
    const waves = samples.map((s) => s.waves).sort((a, b) => a - b);
    console.log(`  ${labels[i]}:`);
    console.log(`    first /api/ call starts after navigation start: ${f('apiStart')}`);
    console.log(`    … after the first script response ends: ${f('apiAfterFirstScript')}`);
    console.log(
      `    script waves before it: ${waves[Math.floor(waves.length / 2)]} (min ${waves[0]}, max ${waves.at(-1)}); scripts fetched before it: ${stats(
        samples.map((s) => s.scriptsBefore),
        'files',
      )}`,
    );
    console.log(`    first /api/ call: ${samples[0].firstApi}; cards shown after: ${f('cardsShown')}`);
  }
}

/** One cold load in a fresh context (empty HTTP cache) with the CDP network events recorded. */
async function coldLoad(browser, shop) {
  const context = await shopContext(browser, shop);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.set(event.requestId, {
      url: event.request.url,
      type: event.type,
      start: event.timestamp,
      initiator: event.initiator,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.end = event.timestamp;
  });
  await page.goto(`${shop.origin}/app/orders`);
  await page.getByTestId('order-card').first().waitFor({ timeout: 60_000 });
  const cardsShown = await page.evaluate(() => performance.now());
  await context.close();

  const all = [...requests.values()];
  const document = all.find((r) => r.type === 'Document');
  const scripts = all.filter((r) => r.type === 'Script');
  const api = all
    .filter((r) => new URL(r.url).pathname.startsWith('/api/'))
    .sort((a, b) => a.start - b.start);
  const first = api[0];
  const firstScriptEnd = Math.min(...scripts.map((s) => s.end ?? Number.POSITIVE_INFINITY));
  return {
    apiStart: (first.start - document.start) * 1000,
    apiAfterFirstScript: (first.start - firstScriptEnd) * 1000,
    waves: wavesBefore(scripts, first.start),
    scriptsBefore: scripts.filter((s) => s.start < first.start).length,
    firstApi: new URL(first.url).pathname,
    cardsShown,
  };
}

/**
 * Script requests in waves: a wave is a burst of requests with gaps under WAVE_GAP_MS between their
 * starts. (The initiator does not tell the chain: Vite's preload links all come from the entry.)
 */
function wavesBefore(scripts, time) {
  const starts = scripts
    .map((s) => s.start)
    .filter((t) => t < time)
    .sort((a, b) => a - b);
  let waves = 0;
  for (const [i, t] of starts.entries()) if (i === 0 || (t - starts[i - 1]) * 1000 >= WAVE_GAP_MS) waves++;
  return waves;
}

// ——— (b) interactions under CPU throttling ———

async function interactions(browser, shops) {
  const pages = [];
  for (const shop of shops) {
    const context = await shopContext(browser, shop);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${shop.origin}/app/orders`);
    await page
      .getByTestId('order-card')
      .nth(NEW_ORDERS - 1)
      .waitFor({ timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await page.evaluate(installProbe);
    pages.push(page);
  }
  const kinds = [
    ...TABS.map((tab) => `tab ${tab}`),
    'store dialog open',
    'store dialog close',
    'order detail',
    'accept: feedback',
    'accept: outcome',
    'accept: confirmed',
  ];
  const results = pages.map(() => new Map(kinds.map((kind) => [kind, { paint: [], event: [] }])));
  const record = (i, kind, sample) => {
    results[i].get(kind).paint.push(sample.paint);
    if (sample.event !== null) results[i].get(kind).event.push(sample.event);
  };

  // Tabs, the dialog and opening an order: one warm-up round, then SAMPLES rounds, builds alternating.
  for (let round = 0; round < SAMPLES + 1; round++) {
    for (const [i, page] of pages.entries()) {
      const keep = (kind, sample) => round > 0 && record(i, kind, sample);
      // Each round starts on the New tab (the last step): choosing New last selects it again.
      for (const tab of [...TABS.slice(1), 'new']) keep(`tab ${tab}`, await clickTab(page, tab));
      keep('store dialog open', await openStoreDialog(page));
      keep('store dialog close', await closeStoreDialog(page));
      keep('order detail', await openOrder(page, (round % (NEW_ORDERS - 1)) + 1));
    }
  }

  // Accepting: SAMPLES + 1 more new orders per build, each opened from the New tab and accepted.
  await Promise.all(shops.map((shop) => placeOrders(shop, SAMPLES + 1)));
  for (const page of pages)
    await page.waitForFunction(
      (count) =>
        Number(document.querySelector('[data-testid="order-tab-new"]')?.textContent?.match(/\d+/)?.[0]) >=
        count,
      NEW_ORDERS + SAMPLES + 1,
      { timeout: 60_000 },
    );
  for (let round = 0; round < SAMPLES + 1; round++) {
    for (const [i, page] of pages.entries()) {
      await clickTab(page, 'new');
      const pressed = await page.getByTestId('order-tab-new').getAttribute('aria-pressed');
      if (pressed !== 'true') await clickTab(page, 'new');
      const { feedback, outcome, confirmed } = await accept(page);
      if (round > 0) {
        record(i, 'accept: feedback', feedback);
        record(i, 'accept: outcome', outcome);
        record(i, 'accept: confirmed', confirmed);
      }
    }
  }

  console.log(
    `\n(b) interactions with ${NEW_ORDERS} new orders, ${THROTTLE}× CPU throttling, 1440×900, ${SAMPLES} samples each (after 1 warm-up); load ${load.now()}`,
  );
  console.log(
    '  click → next frame painted after the DOM change (target ≤ 200 ms); [longest Event Timing entry]',
  );
  for (const kind of kinds) {
    const line = results
      .map((r, i) => {
        const { paint, event } = r.get(kind);
        return `${labels[i]} ${stats(paint)} [${event.length ? `p50 ${pct(event, 0.5)}, max ${Math.max(...event)}` : '—'}]`;
      })
      .join(' | ');
    console.log(`  ${kind.padEnd(20)} ${line}`);
  }
}

/**
 * In the page: `window.__bench.arm(done)` resolves with the time from the next click's input event to
 * the first frame painted after `done()` holds, and the longest Event Timing entry since the click.
 */
function installProbe() {
  const entries = [];
  new PerformanceObserver((list) => entries.push(...list.getEntries())).observe({
    type: 'event',
    durationThreshold: 16,
    buffered: false,
  });
  window.__bench = {
    arm(doneSource) {
      const done = new Function(`return (${doneSource})()`);
      return new Promise((resolve, reject) => {
        let t0 = null;
        const timer = setTimeout(() => reject(new Error(`not done in 20 s: ${doneSource}`)), 20_000);
        const onClick = (event) => {
          t0 = event.timeStamp;
          check();
        };
        document.addEventListener('click', onClick, { capture: true, once: true });
        const observer = new MutationObserver(() => check());
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        function check() {
          if (t0 === null || !done()) return;
          observer.disconnect();
          requestAnimationFrame(() =>
            setTimeout(() => {
              clearTimeout(timer);
              const paint = performance.now() - t0;
              // Event Timing entries arrive after their frame: give them a moment.
              setTimeout(() => {
                const own = entries.filter((e) => e.startTime >= t0 - 50);
                resolve({ paint, event: own.length ? Math.max(...own.map((e) => e.duration)) : null });
              }, 100);
            }, 0),
          );
        }
      });
    },
  };
}

/** Arms the probe with `done` (run in the page), clicks `locator`, and waits for the sample. */
async function timedClick(page, locator, done) {
  const sample = page.evaluate((source) => window.__bench.arm(source), done.toString());
  await page.waitForTimeout(50);
  await locator.click();
  return sample;
}

async function clickTab(page, tab) {
  const button = page.getByTestId(`order-tab-${tab}`);
  const wasPressed = (await button.getAttribute('aria-pressed')) === 'true';
  const done = new Function(
    `return () => {
      const button = document.querySelector('[data-testid="order-tab-${tab}"]');
      if (button?.getAttribute('aria-pressed') !== '${!wasPressed}') return false;
      const count = Number(button.textContent.match(/\\d+/)?.[0] ?? 0);
      const cards = document.querySelectorAll('[data-testid="order-card"]').length;
      if (${wasPressed}) return cards > 0;
      // The tab opens its first order, or none when it is empty.
      if (count === 0) return cards === 0 && location.pathname.endsWith('/main');
      const first = document.querySelector('[data-testid="order-card"]');
      return cards > 0 && first.getAttribute('aria-current') === 'page' && !!document.querySelector('main h2');
    }`,
  )();
  return timedClick(page, button, done);
}

async function openStoreDialog(page) {
  // A dialog kept mounted while closed is in the page but hidden: the answer is the dialog shown.
  return timedClick(page, page.getByRole('button', { name: 'Switch store' }), () =>
    Boolean(
      document.querySelector('[role="dialog"]:not([style*="display: none"] *, [style*="display: none"])'),
    ),
  );
}

async function closeStoreDialog(page) {
  const sample = await timedClick(
    page,
    page.getByRole('dialog').locator('.mantine-Modal-close'),
    // Closing starts the fade-out: the first frame of it is the answer to the click.
    () => {
      const dialog = document.querySelector('[role="dialog"]');
      return !dialog || Boolean(dialog.closest('[style*="opacity: 0"], [style*="display: none"]'));
    },
  );
  return sample;
}

async function openOrder(page, index) {
  const card = page.getByTestId('order-card').nth(index);
  const href = await card.getAttribute('href');
  const number = href.slice(-4);
  const done = new Function(
    `return () => {
      const heading = document.querySelector('main h2');
      return location.pathname.endsWith('${href.split('/').pop()}') && !!heading && heading.textContent.includes('${number}');
    }`,
  )();
  return timedClick(page, card, done);
}

/** Accepts the open order: the first frame with the button loading, and the one with the next step. */
async function accept(page) {
  const bar = page.getByRole('group', { name: 'Order actions' });
  const button = bar.getByRole('button', { name: 'Accept' });
  await button.waitFor();
  // The first answer to the click: the button loading, or the next step already shown (an action
  // whose outcome is known shows it at once while the server confirms).
  const feedback = page.evaluate(
    (source) => window.__bench.arm(source),
    (() => {
      const bar = document.querySelector('[role="group"][aria-label="Order actions"]');
      return !!bar && (!!bar.querySelector('[data-loading]') || !bar.textContent.includes('Accept'));
    }).toString(),
  );
  const outcome = page.evaluate(
    (source) => window.__bench.arm(source),
    (() => {
      const bar = document.querySelector('[role="group"][aria-label="Order actions"]');
      return !!bar && !bar.querySelector('[data-loading]') && !bar.textContent.includes('Accept');
    }).toString(),
  );
  const confirmed = page.evaluate(
    (source) => window.__bench.arm(source),
    (() => {
      const bar = document.querySelector('[role="group"][aria-label="Order actions"]');
      return (
        !!bar && !bar.querySelector('[data-loading], button:disabled') && !bar.textContent.includes('Accept')
      );
    }).toString(),
  );
  await page.waitForTimeout(50);
  await button.click();
  return { feedback: await feedback, outcome: await outcome, confirmed: await confirmed };
}

// ——— (c) Lighthouse on the login page ———

async function lighthouseLogin() {
  console.log(
    `\n(c) Lighthouse performance on /user/login, ${LH_RUNS} runs each (median); load ${load.now()}`,
  );
  const scores = servers.map(() => ({ mobile: [], desktop: [] }));
  for (let run = 0; run < LH_RUNS; run++) {
    for (const formFactor of ['mobile', 'desktop']) {
      for (const [i, server] of servers.entries()) {
        const result = await lighthouseRun(`${server.origin}/user/login`, formFactor);
        scores[i][formFactor].push(result.score);
        console.log(`    ${labels[i]} ${formFactor}: ${result.score ?? 'failed'} (${result.line})`);
      }
    }
  }
  for (const [i, s] of scores.entries()) {
    // Failed runs (null) are shown as × and left out of the median.
    const median = (values) => {
      const scored = values.filter((v) => v !== null).sort((a, b) => a - b);
      return scored.length ? scored[Math.floor(scored.length / 2)] : '—';
    };
    const list = (values) => values.map((v) => v ?? '×').join(', ');
    console.log(
      `  ${labels[i]}: mobile ${list(s.mobile)} (median ${median(s.mobile)}, target ≥ 90); desktop ${list(s.desktop)} (median ${median(s.desktop)})`,
    );
  }
}

// ——— the shop: the demo merchant's open store and paid orders ———

async function call(origin, method, path, { body, token, headers = {} } = {}) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      ...headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** The demo store always open, a customer, and 4 new paid orders. */
async function seed(origin) {
  const merchant = await call(origin, 'POST', '/api/login', { body: DEMO });
  const { store, detail } = await demoStoreAlwaysOpen(call, origin, merchant.access_token);
  const email = `bo-bench-${randomBytes(5).toString('hex')}@customers.perkdesk.test`;
  await call(origin, 'POST', '/api/user/registration', {
    body: {
      name: 'Back Office Bench',
      email,
      password: PASSWORD,
      matchingPassword: PASSWORD,
      phone: '+14165559002',
    },
  });
  await activate(call, origin, email);
  const shop = {
    origin,
    store,
    lines: orderableLines(detail),
    serveType: detail.store.serveOptions.find((option) => option !== 'DELIVERY'),
    customer: email,
  };
  await placeOrders(shop, NEW_ORDERS);
  return shop;
}

/** `count` orders paid with the sandbox card: cart, checkout, confirm, intent confirmed, paid. */
async function placeOrders(shop, count) {
  const { origin, store } = shop;
  const token = (
    await call(origin, 'POST', '/api/login', { body: { username: shop.customer, password: PASSWORD } })
  ).access_token;
  const once = () => ({ 'idempotency-key': randomUUID() });
  for (let k = 0; k < count; k++) {
    await call(origin, 'DELETE', `/api/user-cart/${store.id}`, { token });
    for (let j = 0; j < 2; j++) {
      const line = shop.lines[(k * 3 + j) % shop.lines.length];
      await call(origin, 'POST', `/api/user-cart/${store.id}/item`, { token, body: { item: line } });
    }
    let order = await call(origin, 'POST', '/api/orders/checkout', {
      token,
      headers: once(),
      body: { storeId: store.id },
    });
    order = await call(origin, 'POST', `/api/orders/${order.id}/confirm`, {
      token,
      headers: once(),
      body: { serveType: shop.serveType },
    });
    await call(
      origin,
      'POST',
      `/api/testing-support/payment-intent/confirm/${encodeURIComponent(order.clientSecret)}`,
      {
        token,
      },
    );
    order = await call(origin, 'POST', `/api/orders/${order.id}/paid`, { token, headers: once() });
    if (order.status !== 'PAID') throw new Error(`order ${order.id} is ${order.status}`);
  }
}

/** A fresh context signed in as the demo merchant, with the store already chosen for the session. */
async function shopContext(browser, shop) {
  const answer = await call(shop.origin, 'POST', '/api/login', { body: DEMO });
  const auth = JSON.stringify({
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    merchantId: answer.merchantID,
    username: DEMO.username,
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(
    ([authJson, storeId]) => {
      localStorage.setItem('perkdesk.auth', authJson);
      sessionStorage.setItem('perkdesk.auth', authJson);
      sessionStorage.setItem('perkdesk.ordersStore', storeId);
    },
    [auth, shop.store.id],
  );
  return context;
}
