import { describe, expect, it } from 'vitest';
import { loadEn, loadEs, NAMESPACES } from './resources';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function valueAt(bundle: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);
}

describe('locale bundles', async () => {
  const [en, es] = await Promise.all([loadEn(), loadEs()]);

  it.each(NAMESPACES)('es has exactly the en keys in %s', (namespace) => {
    expect(keysOf(es[namespace]).sort()).toEqual(keysOf(en[namespace]).sort());
  });

  it.each(NAMESPACES)('no empty strings in %s', (namespace) => {
    for (const bundle of [en[namespace], es[namespace]]) {
      const empty = keysOf(bundle).filter((key) => {
        const value = valueAt(bundle, key);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });
});
