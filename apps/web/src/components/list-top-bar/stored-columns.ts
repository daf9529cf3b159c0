import { useState } from 'react';

/** The columns a table can show, the ones it shows by default, and the ones it always shows. */
export interface ColumnSet<C extends string> {
  all: readonly C[];
  defaults: readonly C[];
  /** Always shown, whatever was stored (the column a row links through). */
  required?: readonly C[];
}

/**
 * The chosen columns kept under `key` (spec 1 §3: the order-history columns live in local
 * storage). Whatever is stored is trusted only as far as it names known columns: an unreadable,
 * foreign or empty value gives the defaults. The result keeps the table's column order.
 */
export function readStoredColumns<C extends string>(storage: Storage, key: string, set: ColumnSet<C>): C[] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    stored = null;
  }
  const named = Array.isArray(stored) ? stored.filter((name): name is C => set.all.includes(name)) : [];
  return orderColumns(named.length > 0 ? named : set.defaults, set);
}

/** The chosen columns in the table's order, the required ones included. */
export function orderColumns<C extends string>(chosen: readonly C[], set: ColumnSet<C>): C[] {
  return set.all.filter((column) => chosen.includes(column) || set.required?.includes(column));
}

/** The chosen columns, saved on every change so the next visit (and reload) shows the same table. */
export function useStoredColumns<C extends string>(key: string, set: ColumnSet<C>) {
  const [columns, setColumns] = useState(() => readStoredColumns(localStorage, key, set));
  const choose = (chosen: readonly C[]) => {
    const next = orderColumns(chosen, set);
    localStorage.setItem(key, JSON.stringify(next));
    setColumns(next);
  };
  return { columns, choose, reset: () => choose(set.defaults) };
}
