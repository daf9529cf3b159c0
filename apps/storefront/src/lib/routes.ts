// Route types only: pages import PageProps from here, and the table (route-table.ts) imports the pages.
import type { ComponentType } from 'react';

export interface PageProps {
  params: Record<string, string>;
  query: URLSearchParams;
}
type PageModule = { default: ComponentType<PageProps> };

export interface RouteDef {
  name: string;
  /** Relative to `/s`; `:name` segments become params. The first matching entry wins. */
  pattern: string;
  /** Lazily loaded pages (all but the store page, which ships in the entry chunk). */
  load?: () => Promise<PageModule>;
  page?: ComponentType<PageProps>;
}

/** Fixed first segments: never read as a store slug. */
export const RESERVED_SEGMENTS = ['account', 'orders', 'wallet', 'cart', 'checkout'];
