import type { Icon } from '@tabler/icons-react';
import type en from '../../../i18n/locales/en/business-profile.json';

/** Keys of the translated titles: the data and the en strings cannot drift apart unnoticed. */
export type BusinessTypeKey = keyof typeof en.catalogue.types;
export type BusinessLineKey = keyof typeof en.catalogue.lines;

/**
 * A subcategory of a business type (spec 2 §3 Business category catalogue). `title` is the
 * English catalogue title, the value saved in the profile's `businessLines`; `icon` is its image.
 */
export interface BusinessLine {
  id: number;
  key: BusinessLineKey;
  title: string;
  icon: Icon;
}

/** A main category; its `title` is what the profile's `businessType` holds. */
export interface BusinessType {
  id: number;
  key: BusinessTypeKey;
  title: string;
  icon: Icon;
  /** A Mantine palette for the category's image tile. */
  color: string;
  lines: readonly BusinessLine[];
}

export const line = (id: number, key: BusinessLineKey, title: string, icon: Icon): BusinessLine => ({
  id,
  key,
  title,
  icon,
});
