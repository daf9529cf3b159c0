#!/usr/bin/env node
// `npm run simulate -- --merchant demo --orders-per-hour 60`: places realistic orders through the
// public HTTP API of a running server. The engine is TypeScript (apps/server/src/simulator).
import { register } from 'tsx/esm/api';

register();
await import('../apps/server/src/simulator/cli.ts');
