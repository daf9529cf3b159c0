import type { FieldErrors } from 'react-hook-form';
import type { StoreFormValues } from './store-form';

/** The editor's tabs (spec 2 §2 Setup), in order; the last has its own forms. */
export const STORE_TABS = ['general', 'location', 'tax-details', 'details', 'delivery-rules'] as const;
export type StoreTab = (typeof STORE_TABS)[number];

/** Which tab shows each field of the store form. */
const TAB_OF_FIELD: Record<keyof StoreFormValues, StoreTab> = {
  name: 'general',
  description: 'general',
  phone: 'general',
  email: 'general',
  slug: 'general',
  address: 'location',
  timeZone: 'location',
  taxConfigIds: 'tax-details',
  operationTime: 'details',
  serveOptions: 'details',
  images: 'details',
};

/** The tabs holding a failed field, in tab order: the editor marks them and opens the first. */
export function tabsWithErrors(errors: FieldErrors<StoreFormValues>): StoreTab[] {
  const tabs = new Set(
    Object.keys(errors)
      .map((field) => TAB_OF_FIELD[field as keyof StoreFormValues])
      .filter(Boolean),
  );
  return STORE_TABS.filter((tab) => tabs.has(tab));
}

export function tabOfPath(pathname: string): StoreTab {
  const segment = pathname.split('/')[5];
  return STORE_TABS.find((tab) => tab === segment) ?? 'general';
}
