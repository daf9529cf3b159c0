import { useState } from 'react';

/** The checked rows of a list, by id. */
export function useChecked() {
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  return {
    has: (id: string) => checked.has(id),
    set: (id: string, on: boolean) =>
      setChecked((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    setAll: (ids: readonly string[]) => setChecked(new Set(ids)),
    /** Unchecks the given rows (deleted ones). */
    drop: (ids: readonly string[]) =>
      setChecked((current) => new Set([...current].filter((id) => !ids.includes(id)))),
    clear: () => setChecked(new Set()),
  };
}

export type Checked = ReturnType<typeof useChecked>;
