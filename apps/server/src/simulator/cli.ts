import { parseArgs } from 'node:util';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../demo/seed-demo';
import { simulate } from './simulate';

const usage = `Places realistic customer orders through the public HTTP API of a running server.

Usage: npm run simulate -- [options]

  --url URL               server to order from (default: SIMULATOR_URL or http://localhost:$PORT, 8080)
  --merchant NAME         merchant login whose stores receive the orders (default: ${DEMO_USERNAME})
  --password PASSWORD     that merchant's password (not needed for the demo merchant)
  --orders-per-hour N     pace of the orders (default: 60)
  --count N               stop after N orders (default: run until Ctrl-C)
  --customers N           distinct customers to order as (default: 8)
  --seed N                seed of the random choices, to repeat a run
  -h, --help              print this help`;

const cliOptions = {
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
  help: { type: 'boolean', short: 'h' },
} as const;

function readArgs() {
  try {
    return parseArgs({ options: cliOptions }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${usage}`);
    process.exit(2);
  }
}

const values = readArgs();
if (values.help) {
  console.log(usage);
  process.exit(0);
}

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
