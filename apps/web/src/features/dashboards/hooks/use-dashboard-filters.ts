import {
  BESTSELLER_SORTS,
  type BestsellerSort,
  DAYS,
  type Day,
  VIEW_MODES,
  type ViewMode,
} from '@perkdesk/contracts';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListParamsPatch } from '../../../components/list-top-bar/list-params';
import { useListParams } from '../../../components/list-top-bar/use-list-params';
import { getAuth } from '../../../lib/session';
import { useStores } from '../../../lib/stores-query';
import { defaultRange, localDay, weekdayOf } from '../model/dashboard-dates';
import { type DashboardScope, type RangeProblem, scopeOf } from '../model/dashboard-scope';

/** The dashboards' own keys in the URL, beside the shared top bar's `from`, `to` and `store`. */
export const DASHBOARD_PARAMS = {
  viewMode: 'view',
  live: 'live',
  weekday: 'day',
  ratingPage: 'rpage',
  bestPage: 'bpage',
  bestSort: 'bsort',
} as const;

/** A change of range or store starts the paged lists again at their first page. */
const RESTARTS_PAGES = new Set(['from', 'to', 'store']);

const pick = <T extends string>(allowed: readonly T[], raw: string | undefined, fallback: T): T =>
  allowed.find((value) => value === raw) ?? fallback;

const pageOf = (raw: string | undefined) => {
  const page = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
};

/**
 * What every dashboard screen is scoped by, kept in the URL so a reload or a shared link shows the
 * same figures: the range (one month ending today by default, in the zone of the store in scope,
 * else of the earliest store), the store, the view mode, the realtime switch, the weekday of the
 * popular time and the lists' pages. `scope` is null, and nothing is asked, until the stores are
 * known (the default range depends on their zone), the dates are valid and a merchant id is present.
 */
export function useDashboardFilters() {
  const stores = useStores();
  const storeList = stores.data ?? [];
  const [query] = useSearchParams();
  const chosenStore = query.get('store');
  const zone = (storeList.find((store) => store.id === chosenStore) ?? storeList[0])?.timeZone.zoneName;
  // Fixed for the visit: "ending today" should not move while the page is open.
  const defaults = useMemo(
    () => ({ sort: 'name' as const, dir: 'asc' as const, ...defaultRange(new Date(), zone) }),
    [zone],
  );
  const today = useMemo(() => localDay(new Date(), zone), [zone]);
  const list = useListParams(defaults);
  const { params } = list;
  const own = params.filters;
  const merchantId = getAuth()?.merchantId ?? null;
  const scoped = scopeOf({ from: params.from, to: params.to, merchantId, storeId: params.store });
  const known = !stores.isPending;
  const scope: DashboardScope | null = known && 'scope' in scoped ? scoped.scope : null;
  const problem: RangeProblem | null = known && 'problem' in scoped ? scoped.problem : null;

  const update = (patch: ListParamsPatch) => {
    const restarts = Object.keys(patch).some((key) => RESTARTS_PAGES.has(key));
    list.set(
      restarts ? { ...patch, [DASHBOARD_PARAMS.ratingPage]: null, [DASHBOARD_PARAMS.bestPage]: null } : patch,
    );
  };

  return {
    params,
    defaults,
    stores: storeList,
    scope,
    problem,
    viewMode: pick<ViewMode>(VIEW_MODES, own[DASHBOARD_PARAMS.viewMode], 'DAILY'),
    live: own[DASHBOARD_PARAMS.live] === 'on',
    weekday: pick<Day>(DAYS, own[DASHBOARD_PARAMS.weekday], weekdayOf(today)),
    ratingPage: pageOf(own[DASHBOARD_PARAMS.ratingPage]),
    bestPage: pageOf(own[DASHBOARD_PARAMS.bestPage]),
    bestSort: pick<BestsellerSort>(BESTSELLER_SORTS, own[DASHBOARD_PARAMS.bestSort], 'grossAmount'),
    update,
  };
}

export type DashboardFilters = ReturnType<typeof useDashboardFilters>;
