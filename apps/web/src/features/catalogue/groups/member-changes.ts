/**
 * A group's members as a write sends them (contract §5): the ids to add and the ids to remove,
 * from the members it was loaded with and the ones chosen now. Order and repeats do not count.
 */
export function memberChanges(
  initial: readonly string[],
  next: readonly string[],
): { add: string[]; remove: string[] } {
  const before = new Set(initial);
  const after = new Set(next);
  return {
    add: [...after].filter((id) => !before.has(id)),
    remove: [...before].filter((id) => !after.has(id)),
  };
}

/** Whether the chosen members differ from the loaded ones. */
export function membersChanged(initial: readonly string[], next: readonly string[]): boolean {
  const { add, remove } = memberChanges(initial, next);
  return add.length > 0 || remove.length > 0;
}

/** Whether two image lists differ (order counts: the first image is the cover). */
export function imagesChanged(initial: readonly string[], next: readonly string[]): boolean {
  return initial.length !== next.length || initial.some((url, index) => next[index] !== url);
}
