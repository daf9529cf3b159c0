import type { TaxConfig, TaxQuery } from '@perkdesk/contracts';
import {
  defaultTaxes,
  type PlaceQuery,
  shareOneLocation,
  TAX_MESSAGES,
  taxesApplicableAt,
} from '@perkdesk/domain';
import type { Executor } from '../../db/client';
import { validationFailed } from '../../lib/app-error';
import { findTaxConfigs, listTaxConfigs, type TaxConfigRow } from './taxes.repository';

export function toTaxConfig(row: TaxConfigRow): TaxConfig {
  return {
    id: row.id,
    taxType: row.taxType,
    percentage: row.percentage,
    description: row.description,
    country: row.country,
    province: row.province,
    city: row.city,
    productCategory: null,
  };
}

/** Tax configurations (contract §4 Taxes): the list, an address's default set, and the checks on a choice. */
export function createTaxService(deps: { db: Executor }) {
  const { db } = deps;
  return {
    list: async (query: TaxQuery) => taxesApplicableAt(await listTaxConfigs(db), query).map(toTaxConfig),

    defaults: async (query: PlaceQuery) => defaultTaxes(await listTaxConfigs(db), query).map(toTaxConfig),

    /** The default set's ids for an address, in one transaction when given one. */
    async defaultIds(place: PlaceQuery, tx: Executor = db): Promise<string[]> {
      return defaultTaxes(await listTaxConfigs(tx), place).map((row) => row.id);
    },

    /**
     * Checks a chosen set of taxes: every id exists and all sit at one level and place.
     * `required` adds the store's rule of at least one. Violations name `field`.
     */
    async check(ids: readonly string[], field: string, options: { required: boolean }): Promise<void> {
      if (ids.length === 0) {
        if (options.required) throw validationFailed([{ field, message: TAX_MESSAGES.required }]);
        return;
      }
      const found = await findTaxConfigs(db, [...new Set(ids)]);
      if (found.length < new Set(ids).size)
        throw validationFailed([{ field, message: TAX_MESSAGES.unknown }]);
      if (!shareOneLocation(found)) throw validationFailed([{ field, message: TAX_MESSAGES.oneLocation }]);
    },
  };
}
export type TaxService = ReturnType<typeof createTaxService>;
