import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_PASSWORD, DEMO_USERNAME, seedAdmin, seedDemo } from './db/seed-demo';
import { createStorage } from './integrations/storage/create-storage';
import { findUserByLogin } from './modules/accounts/users.repository';

const startedAt = performance.now();

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  const storage = createStorage(config);
  const app = await buildApp({ config, database, storage });
  if (config.demoData) await seedDemo(database.db, { storage });
  await seedAdmin(database.db, config, app.log);

  let closing = false;
  // Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
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
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
