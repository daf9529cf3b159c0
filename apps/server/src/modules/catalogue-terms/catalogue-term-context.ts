import type { CatalogueTermKind } from '@perkdesk/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';

/** What a term use case runs with; `kind` says categories, units or attributes. */
export interface CatalogueTermContext {
  db: Db;
  clock: Clock;
  kind: CatalogueTermKind;
}
