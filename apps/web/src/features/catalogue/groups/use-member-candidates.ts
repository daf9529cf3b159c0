import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/translation';
import { formatPrice } from './format-price';
import type { MemberCandidate } from './member-table';

interface MemberSource {
  id: string;
  name: string;
  images: readonly string[];
  status: MemberCandidate['status'];
  price: number;
}

/**
 * A group dialog's member table rows: every listed item, and the members the list lacks. Those
 * were deleted since: named by their own record (asked for by `useById`), shown "(deleted)".
 */
export function useMemberCandidates<Item extends MemberSource>(
  list: UseQueryResult<Item[]>,
  members: readonly string[],
  useById: (ids: readonly string[]) => readonly UseQueryResult<Item>[],
) {
  const { t } = useTranslation('catalogue');
  const liveIds = new Set((list.data ?? []).map((item) => item.id));
  const missingIds = list.isSuccess ? members.filter((id) => !liveIds.has(id)) : [];
  const missingItems = useById(missingIds);
  const candidates: MemberCandidate[] = (list.data ?? []).map((item) => ({
    id: item.id,
    name: item.name,
    image: item.images[0],
    status: item.status,
    detail: formatPrice(item.price),
  }));
  const missing: MemberCandidate[] = missingIds.map((id, index) => {
    const found = missingItems[index]?.data;
    return { id, name: found?.name ?? t('members.unknown'), image: found?.images[0], status: 'DELETED' };
  });
  return { candidates, missing };
}
