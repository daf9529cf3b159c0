export interface FilterOption {
  value: string;
  label: string;
}

/**
 * The filters a list's top bar shows, in order (spec 2 §2 Shared list top bar). Their values
 * live in the URL under `status`, `store`, `serve`, `from`/`to`, or a `select` filter's `key`.
 */
export type ListFilter =
  | { kind: 'status' }
  | { kind: 'store'; stores: FilterOption[] }
  | { kind: 'serve' }
  | { kind: 'dateRange' }
  | {
      kind: 'select';
      key: string;
      label: string;
      options: FilterOption[];
      /** Shown while nothing is chosen (such as "All order statuses"); the label when absent. */
      placeholder?: string;
    };
