#!/usr/bin/env node
// Writes .br and .gz twins of the built web app's text files, so the server sends them
// pre-compressed (no compression work per request). Usage: node tools/compress-dist.mjs <dir>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2] ?? 'dist';
const compressible = /\.(js|css|html|svg|json|txt)$/;

function walk(path) {
  for (const name of readdirSync(path)) {
    const file = join(path, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(name)) compress(file);
  }
}

function compress(file) {
  const content = readFileSync(file);
  if (content.length < 1024) return;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

walk(dir);
