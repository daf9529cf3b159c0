import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_PASSWORD, DEMO_USERNAME, seedAdmin, seedDemo } from './demo/seed-demo';
import { seedDemoHistory } from './demo/seed-demo-history';
import { createStorage } from './integrations/storage/create-storage';
import { findUserByLogin } from './modules/accounts/accounts.public';

// The start, imported by main.ts once Node's compile cache is on: config → database → app → listen.
const startedAt = performance.now();

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  const storage = createStorage(config);
  const app = await buildApp({ config, database, storage });
  if (config.demoData) await seedDemo(database.db, { storage });
  await seedAdmin(database.db, config, app.log);

  let closing = false;
  let demoHistory: Promise<unknown> = Promise.resolve();
  // Graceful shutdown: stop accepting, let in-flight requests and the demo history's order finish,
  // then close the database.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await Promise.race([demoHistory, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  console.log(
    `Perkdesk ready at http://localhost:${port} (database: ${database.kind}, started in ${seconds}s)`,
  );
  if (config.demoData && (await findUserByLogin(database.db, DEMO_USERNAME))) {
    console.log(`Demo merchant login: username "${DEMO_USERNAME}", password "${DEMO_PASSWORD}"`);
  }
  // Played in the background after listening, once: a restart after it finished does nothing, and
  // one after a stop plays on from where it got to.
  if (config.demoData && config.demoHistoryDays > 0) {
    const started = performance.now();
    let playing = '';
    demoHistory = seedDemoHistory({
      db: database.db,
      appOrigin: config.appOrigin,
      serviceFee: config.serviceFee,
      points: config.points,
      now: new Date(),
      days: config.demoHistoryDays,
      stopped: () => closing,
      log: app.log,
      // Whoever signs in right away would otherwise meet dashboards still at zero.
      onStart: ({ days, firstDay }) => {
        playing = firstDay === 0 ? `${days} days` : `days ${firstDay + 1} to ${days}`;
        console.log(
          firstDay === 0
            ? `demo history: playing ${days} days of orders in the background; the dashboards fill in as it goes (about two minutes)`
            : `demo history: playing on from day ${firstDay + 1} of ${days}, where the last start stopped`,
        );
      },
    })
      .then((result) => {
        if (!result || closing) return;
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(`demo history: ${result.orders} orders over ${playing} (${seconds}s)`);
      })
      .catch((error: unknown) => {
        if (!closing) app.log.error({ err: error }, 'demo history stopped');
      });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
