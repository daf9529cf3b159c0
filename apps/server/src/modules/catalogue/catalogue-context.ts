import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { TaxService } from '../taxes/taxes.service';
import type { ItemKind } from './items.repository';

/** What a group use case runs with; `kind` is the kind of the items (or of a group's members). */
export interface CatalogueContext {
  db: Db;
  clock: Clock;
  kind: ItemKind;
}

/** What a product or add-on use case runs with. */
export interface ItemContext extends CatalogueContext {
  taxes: TaxService;
}
