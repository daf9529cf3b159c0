/**
 * The drag-ordering mode of the shared list top bar (spec 2 §2, for product groups): the order
 * being edited is a list of ids; a drop moves one id to where another was.
 */

/** The ids after `activeId` is dropped on `overId`; unknown ids or a drop on itself change nothing. */
export function moveId(order: readonly string[], activeId: string, overId: string | null): string[] {
  const from = order.indexOf(activeId);
  const to = overId === null ? -1 : order.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return [...order];
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, activeId);
  return next;
}

/** Whether the edited order differs from the one it started from. */
export function orderChanged(before: readonly string[], after: readonly string[]): boolean {
  return before.length !== after.length || before.some((id, index) => after[index] !== id);
}

/**
 * The body of `PUT /api/product-groups/rank` (contract §5): every group with its place, from 1.
 * Sending all of them leaves the server nothing to guess about the ones not moved.
 */
export function rankPayload(order: readonly string[]): { productGroups: { id: string; rank: number }[] } {
  return { productGroups: order.map((id, index) => ({ id, rank: index + 1 })) };
}
