import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { checkRollups } from './modules/dashboards/rollup-check';

// `npm run dashboards:check [-- --rebuild]`: recomputes every dashboard rollup from the raw rows of
// the configured database (DATABASE_URL, else the embedded one under DATA_DIR) and compares; exits
// 1 on any difference. With --rebuild, rewrites the rollups first.

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
try {
  const rebuild = process.argv.includes('--rebuild');
  const started = performance.now();
  const differences = await checkRollups(database.db, { rebuild });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (differences.length === 0) {
    console.log(
      `dashboards: every rollup equals the raw rows${rebuild ? ' (after a rebuild)' : ''} (${seconds} s)`,
    );
  } else {
    console.log(`dashboards: ${differences.length} rollup rows differ from the raw rows (${seconds} s)`);
    for (const difference of differences.slice(0, 50)) console.log(JSON.stringify(difference));
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
