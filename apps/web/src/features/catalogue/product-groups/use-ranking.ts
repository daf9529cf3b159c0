import type { ProductGroup } from '@perkdesk/contracts';
import { useState } from 'react';
import { moveId, orderChanged } from '../../../components/list-top-bar/rank-order';
import { useTranslation } from '../../../i18n/translation';
import { notifySuccess } from '../../../lib/api-notify';
import { useRankProductGroups } from '../api/rank-product-groups';

/**
 * The product groups' drag-ordering mode (spec 2 §2): Edit order takes every group in rank
 * order; moves change only the edited order; Cancel drops it; Save sends it to
 * PUT /api/product-groups/rank and leaves the mode once the server has it.
 */
export function useRanking(groups: readonly ProductGroup[] | undefined) {
  const { t } = useTranslation('catalogue');
  const [start, setStart] = useState<string[] | null>(null);
  const [order, setOrder] = useState<string[]>([]);
  const rank = useRankProductGroups();
  const editing = start !== null;
  const byId = new Map((groups ?? []).map((group) => [group.id, group]));

  return {
    editing,
    /** The groups in the edited order (a group deleted meanwhile drops out). */
    items: order.flatMap((id) => byId.get(id) ?? []),
    changed: editing && orderChanged(start, order),
    saving: rank.isPending,
    edit: () => {
      const ids = [...(groups ?? [])].sort((a, b) => a.rank - b.rank).map((group) => group.id);
      setStart(ids);
      setOrder(ids);
    },
    move: (activeId: string, overId: string | null) =>
      setOrder((current) => moveId(current, activeId, overId)),
    cancel: () => setStart(null),
    save: () =>
      rank.mutate(
        order.filter((id) => byId.has(id)),
        {
          onSuccess: () => {
            notifySuccess(t('productGroups.ranked'), t('dialog.success'));
            setStart(null);
          },
        },
      ),
  };
}
