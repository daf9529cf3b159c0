#!/usr/bin/env node
// priceCart on a 50-line cart with add-ons (issue 5: under 0.2 ms per call). Loads the domain's
// TypeScript source through tsx, warms up, then times each call. Usage:
//   node bench/price-cart.mjs [iterations, default 20000]
import { tsImport } from 'tsx/esm/api';

const iterations = Number(process.argv[2] ?? 20_000);
const warmUp = 5_000;
const TARGET_MS = 0.2;

const domain = await tsImport('../packages/domain/src/index.ts', import.meta.url);
const { priceCart, CANADA_TAX_RATES } = domain;

const taxId = (province, taxType) =>
  CANADA_TAX_RATES.find((tax) => tax.province === province && tax.taxType === taxType).id;
const GST_QC = taxId('Quebec', 'GST');
const QST_QC = taxId('Quebec', 'QST');
const GST_CANADA = taxId(null, 'GST');

// A Quebec store (two taxes on every line); a quarter of the items have their own tax entry.
const store = { id: '10000000000000000301', taxConfigIds: [GST_QC, QST_QC] };
const ownTaxes = (i) =>
  i % 4 === 0
    ? [{ storeId: store.id, isDefaultStoreTax: false, taxConfigIds: i % 8 === 0 ? [] : [GST_CANADA] }]
    : [];
const item = (kind, i, priceCents) => ({
  id: `${kind}-${i}`,
  name: `${kind} ${i}`,
  priceCents,
  productTaxConfigs: ownTaxes(i),
});

// 50 lines, each with 1–3 add-ons (99 add-on entries in all), quantities 1–5.
const lines = Array.from({ length: 50 }, (_, i) => ({
  id: String(i + 1),
  product: { ...item('product', i, 199 + ((i * 137) % 2_000)), image: null },
  quantity: 1 + (i % 5),
  instruction: '',
  addons: Array.from({ length: 1 + (i % 3) }, (_, j) => ({
    addon: item('addon', i * 3 + j, 25 + (((i + j) * 31) % 300)),
    quantity: 1 + (j % 2),
    addonGroupId: null,
  })),
}));

const rules = [
  {
    id: 'r1',
    distance: 3,
    minAmountCents: 0,
    priceCents: 299,
    status: 'ACTIVE',
    isDefaultStoreTax: true,
    taxConfigIds: [],
  },
  {
    id: 'r2',
    distance: 3,
    minAmountCents: 5_000,
    priceCents: 0,
    status: 'ACTIVE',
    isDefaultStoreTax: true,
    taxConfigIds: [],
  },
  {
    id: 'r3',
    distance: 8,
    minAmountCents: 0,
    priceCents: 599,
    status: 'ACTIVE',
    isDefaultStoreTax: true,
    taxConfigIds: [],
  },
];

// Every stage runs: a discount stage (10% off each line, as deal maths would give), delivery, points.
const discounts = (context) => ({
  lineDiscounts: context.lines.map((line) => ({
    lineId: line.lineId,
    productCents: Math.floor(line.totalAmountCents / 10),
  })),
  appliedPromotions: [],
});
const input = {
  store,
  taxConfigs: CANADA_TAX_RATES,
  lines,
  delivery: { distanceKm: 2.5, rules },
  globalPoints: { used: 10_000, balance: 50_000 },
  discounts,
};

const first = priceCart(input);
if (!first.ok) throw new Error(`refused: ${first.refusal.code}`);
const addons = first.cart.items.reduce((sum, line) => sum + line.addons.length, 0);

let checksum = 0;
for (let i = 0; i < warmUp; i++) {
  const result = priceCart(input);
  checksum += result.ok ? result.cart.totalAmountCents : 0;
}

const times = new Float64Array(iterations);
const started = performance.now();
for (let i = 0; i < iterations; i++) {
  const t0 = performance.now();
  const result = priceCart(input);
  times[i] = performance.now() - t0;
  checksum += result.ok ? result.cart.totalAmountCents : 0;
}
const wall = performance.now() - started;
times.sort();
const mean = times.reduce((sum, t) => sum + t, 0) / iterations;
const at = (q) => times[Math.min(iterations - 1, Math.floor(q * iterations))];
const fmt = (ms) => `${(ms * 1000).toFixed(1)} µs`;

console.log(
  `priceCart: ${lines.length} lines, ${addons} add-on entries, Quebec GST + QST, discounts + delivery + global points`,
);
console.log(`cart total ${(first.cart.totalAmountCents / 100).toFixed(2)}, checksum ${checksum}`);
console.log(`${iterations} calls after ${warmUp} warm-up calls, ${(wall / 1000).toFixed(2)} s in all`);
console.log(
  `mean ${fmt(mean)}, p50 ${fmt(at(0.5))}, p95 ${fmt(at(0.95))}, p99 ${fmt(at(0.99))}, max ${fmt(times.at(-1))}`,
);
console.log(
  at(0.95) < TARGET_MS && mean < TARGET_MS
    ? `PASS: mean and p95 under ${TARGET_MS} ms per call`
    : `FAIL: not under ${TARGET_MS} ms per call`,
);
