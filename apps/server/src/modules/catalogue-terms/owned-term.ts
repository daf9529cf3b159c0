import { notFound } from '../../lib/app-error';
import type { CatalogueTermContext } from './catalogue-term-context';
import { findTerm } from './catalogue-terms.repository';

/** The merchant's term of the kind; else 404 as for an unknown id. */
export async function ownedTerm({ db, kind }: CatalogueTermContext, merchantId: string, id: string) {
  const row = await findTerm(db, merchantId, kind, id);
  if (!row) throw notFound();
  return row;
}
