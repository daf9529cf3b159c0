import { readFileSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDatabase, postgresUrl } from '../test/test-database';
import { openDatabase } from './client';

const journal = JSON.parse(
  readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

// Instances sharing one PostgreSQL start together (a deploy, a restart); only PostgreSQL has them.
describe('migrations of instances starting together', () => {
  it('run once: both instances open, every migration is applied exactly once', async () => {
    const empty = await createDatabase(postgresUrl());
    try {
      const opened = await Promise.all([0, 1, 2].map(() => openDatabase({ url: empty.url })));
      await Promise.all(opened.map((database) => database.close()));
      const client = new pg.Client({ connectionString: empty.url });
      await client.connect();
      try {
        const { rows } = await client.query('SELECT hash FROM drizzle.__drizzle_migrations');
        expect(rows).toHaveLength(journal.entries.length);
        expect(new Set(rows.map((row) => row.hash)).size).toBe(journal.entries.length);
      } finally {
        await client.end();
      }
    } finally {
      await empty.drop();
    }
  }, 120_000);
});
