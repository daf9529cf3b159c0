import { zodResolver } from '@hookform/resolvers/zod';
import {
  DAYS,
  type ServeType,
  type Store,
  type StoreInput,
  storeInputSchema,
  type TimeWindow,
} from '@perkdesk/contracts';
import type { Resolver } from 'react-hook-form';

/**
 * The store editor's state: the contract's StoreInput as the fields hold it (text fields are
 * strings, "" for none; the pin is null until placed). The contract's own schema validates
 * and converts it, so the form refuses exactly what the server refuses.
 */
export interface StoreFormValues {
  name: string;
  description: string;
  phone: string;
  email: string;
  address: {
    streetNumber: string;
    unit: string;
    streetName: string;
    city: string;
    province: string;
    country: string;
    postalCode: string;
    location: { type: 'Point'; coordinates: [number, number] } | null;
  };
  timeZone: string;
  operationTime: TimeWindow[];
  serveOptions: ServeType[];
  taxConfigIds: string[];
  images: string[];
  /** The ordering link's name (`/s/{slug}`), "" for none. */
  slug: string;
}

export const storeFormResolver = zodResolver(storeInputSchema) as unknown as Resolver<
  StoreFormValues,
  unknown,
  StoreInput
>;

/** A new store opens every day 08:00–18:00 (the schedule's default range) for pick-up. */
export function emptyStoreForm(): StoreFormValues {
  return {
    name: '',
    description: '',
    phone: '',
    email: '',
    address: {
      streetNumber: '',
      unit: '',
      streetName: '',
      city: '',
      province: '',
      country: '',
      postalCode: '',
      location: null,
    },
    timeZone: '',
    operationTime: DAYS.map((day) => ({ day, fromTime: '08:00', toTime: '18:00' })),
    serveOptions: ['PICKUP'],
    taxConfigIds: [],
    images: [],
    slug: '',
  };
}

export function storeToForm(store: Store): StoreFormValues {
  const { address } = store;
  return {
    name: store.name,
    description: store.description ?? '',
    phone: store.phone ?? '',
    email: store.email ?? '',
    address: {
      streetNumber: address.streetNumber,
      unit: address.unit ?? '',
      streetName: address.streetName,
      city: address.city,
      province: address.province,
      country: address.country,
      postalCode: address.postalCode,
      location: address.location ? { type: 'Point', coordinates: address.location.coordinates } : null,
    },
    timeZone: store.timeZone.zoneName,
    operationTime: store.operationTime,
    serveOptions: store.serveOptions,
    taxConfigIds: store.taxConfigIds,
    images: store.images,
    slug: store.slug ?? '',
  };
}
