#!/usr/bin/env node
// `npm run dashboards:check [-- --rebuild]`: the dashboards' invariant on the configured database
// (apps/server/src/dashboards-check.ts).
import { register } from 'tsx/esm/api';

register();
await import('../apps/server/src/dashboards-check.ts');
