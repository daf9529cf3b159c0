import { parseArgs } from 'node:util';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../demo/seed-demo';
import { simulate } from './simulate';

// `npm run simulate -- --merchant demo --orders-per-hour 60 [--count N] [--url http://localhost:8080]`
const { values } = parseArgs({
  options: {
    url: {
      type: 'string',
      default: process.env.SIMULATOR_URL ?? `http://localhost:${process.env.PORT ?? 8080}`,
    },
    merchant: { type: 'string', default: DEMO_USERNAME },
    password: { type: 'string' },
    'orders-per-hour': { type: 'string', default: '60' },
    count: { type: 'string' },
    customers: { type: 'string', default: '8' },
    seed: { type: 'string' },
  },
});

const ordersPerHour = Number(values['orders-per-hour']);
const count = values.count === undefined ? undefined : Number(values.count);
if (!(ordersPerHour > 0) || (count !== undefined && !(count > 0))) {
  console.error('--orders-per-hour and --count must be positive numbers.');
  process.exit(2);
}
// The demo merchant's password is printed by `npm start`; any other merchant needs --password.
const password = values.password ?? (values.merchant === DEMO_USERNAME ? DEMO_PASSWORD : undefined);
if (!password) {
  console.error(`--password is required for merchant ${values.merchant}.`);
  process.exit(2);
}

const stop = new AbortController();
process.once('SIGINT', () => {
  console.log('\nStopping after the order in flight…');
  stop.abort();
});

const money = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
console.log(
  `Placing orders for ${values.merchant} at ${values.url}, ${ordersPerHour} per hour. Ctrl-C stops.`,
);
try {
  const placed = await simulate({
    baseUrl: values.url,
    merchant: values.merchant,
    password,
    ordersPerHour,
    count,
    customers: Number(values.customers),
    seed: values.seed === undefined ? undefined : Number(values.seed),
    signal: stop.signal,
    onOrder: ({ order }, store, customer) =>
      console.log(
        `#${order.id.slice(-4)} ${order.status} ${store.name} · ${order.serveType} · ${order.numberOfItems} item(s) · ` +
          `${money.format(order.totalAmount)} · ${customer.name}`,
      ),
  });
  console.log(`${placed.length} order(s) placed.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
