// What the benchmarks that order from the demo café share: the demo store kept open at every hour,
// the cart lines orderable at any hour, and account activation through the outbox. `call` is the
// benchmark's own HTTP helper: `call(origin, method, path, { body, token })` → JSON.

/** Activates an account with the link the outbox holds for `email`. */
export async function activate(call, origin, email) {
  const mails = await call(origin, 'GET', `/api/testing-support/emails?to=${encodeURIComponent(email)}`);
  // Customers activate on the storefront: /s/account/activate?token=….
  const link = mails.flatMap((mail) => mail.links).find((url) => url.includes('/s/account/activate?token='));
  if (!link) throw new Error(`No activation link was sent to ${email}.`);
  const token = new URL(link).searchParams.get('token');
  await call(origin, 'GET', `/api/user/active/${encodeURIComponent(token)}`);
}

/**
 * The demo merchant's first active store, made always open (`operationTime: []`: the server's
 * clock cannot be set, so STORE_CLOSED cannot come from the time of day), and its customer detail.
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
  return { store, detail };
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
