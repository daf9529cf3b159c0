// What the benchmarks that order from the demo café share: the demo store kept open at every hour,
// the cart lines orderable at any hour, and account activation through the outbox. `call` is the
// benchmark's own HTTP helper: `call(origin, method, path, { body, token })` → JSON.

/** Activates an account with the link the outbox holds for `email`. */
export async function activate(call, origin, email) {
  const mails = await call(origin, 'GET', `/api/testing-support/emails?to=${encodeURIComponent(email)}`);
  // Customers activate on the storefront (/s/account/activate?token=…), merchants on the back-office
  // (/user/active_account?token=…).
  const link = mails
    .flatMap((mail) => mail.links)
    .find((url) => /\/(s\/account\/activate|user\/active_account)\?token=/.test(url));
  if (!link) throw new Error(`No activation link was sent to ${email}.`);
  const token = new URL(link).searchParams.get('token');
  await call(origin, 'GET', `/api/user/active/${encodeURIComponent(token)}`);
}

/**
 * The demo merchant's first active store, made always open (`operationTime: []`: the server's
 * clock cannot be set, so STORE_CLOSED cannot come from the time of day), its customer detail, and
 * the store as its merchant reads it (`full`).
 */
export async function demoStoreAlwaysOpen(call, origin, merchantToken) {
  const stores = await call(origin, 'GET', '/api/merchant-stores', { token: merchantToken });
  const store = stores.find((candidate) => candidate.status === 'ACTIVE');
  const full = await call(origin, 'GET', `/api/merchant-stores/${store.id}`, { token: merchantToken });
  await call(origin, 'PUT', `/api/merchant-stores/${store.id}`, {
    token: merchantToken,
    body: { ...full, operationTime: [] },
  });
  const detail = await call(origin, 'GET', `/api/merchant-stores/${store.id}/detail`);
  return { store, detail, full };
}

/**
 * Cart lines every customer can order at any hour: products with no availableTime and no hideUntil,
 * each with the minimum of every required add-on group (first options, from always-available add-ons).
 */
export function orderableLines(detail) {
  const addons = new Map(detail.addons.map((addon) => [addon.id, addon]));
  const groups = new Map(detail.addonGroups.map((group) => [group.id, group]));
  const steady = (item) => (item.availableTime ?? []).length === 0 && !item.hideUntil;
  const lines = [];
  for (const product of detail.products.filter(steady)) {
    const chosen = [];
    let possible = true;
    for (const groupId of product.addonGroups ?? []) {
      const group = groups.get(groupId);
      if (!group || group.forcedMin === 0) continue;
      const options = group.products.filter((id) => addons.has(id) && steady(addons.get(id)));
      if (options.length < group.forcedMin) possible = false;
      for (const id of options.slice(0, group.forcedMin))
        chosen.push({ productId: id, quantity: 1, addonGroupId: group.id });
    }
    if (possible) lines.push({ productId: product.id, quantity: 1, instruction: '', addons: chosen });
  }
  return lines;
}

/**
 * A merchant (signed in with `merchantToken`) made able to take paid orders like the demo one: its
 * payment account connected to the sandbox (which connects at once), one always-open store copied
 * from `template` (a store as GET /api/merchant-stores/{id} answers it: address, taxes) and one
 * ACTIVE product without add-ons in it. Returns the store and the cart line to order.
 */
export async function openShopLike(call, origin, merchantToken, template, name) {
  const token = merchantToken;
  const returnUrl = `http://localhost:${new URL(origin).port}/`;
  await call(origin, 'GET', `/api/accounts/onboarding-link?returnUrl=${encodeURIComponent(returnUrl)}`, {
    token,
  });
  const store = await call(origin, 'POST', '/api/merchant-stores', {
    token,
    body: {
      name,
      description: template.description,
      phone: template.phone,
      email: template.email,
      address: template.address,
      operationTime: [],
      serveOptions: ['PICKUP'],
      taxConfigIds: template.taxConfigIds,
    },
  });
  const product = await call(origin, 'POST', '/api/products', {
    token,
    body: {
      name: 'Filter coffee',
      description: 'Bench',
      price: 2.75,
      unit: 'ea',
      stores: [store.id],
      status: 'ACTIVE',
    },
  });
  return { store, line: { productId: product.id, quantity: 1, instruction: '', addons: [] } };
}
