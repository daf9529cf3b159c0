import {
  CATALOGUE_TERM_NAME_LENGTH_MESSAGE,
  CATALOGUE_TERM_NAME_MAX,
  type CatalogueTerm,
  type CatalogueTermKind,
} from '@perkdesk/contracts';
import { ApiError } from '../../../lib/api-client';

export type TermNameProblem = 'empty' | 'taken' | 'tooLong';

/** Names are trimmed and unique per merchant regardless of case (contract §5). */
export const termKey = (name: string) => name.trim().toLocaleLowerCase();

/**
 * The client-side check of a category, unit or attribute name against the loaded list: empty,
 * too long, or already taken by another term (the one being renamed does not count).
 */
export function checkTermName(
  name: string,
  existing: readonly Pick<CatalogueTerm, 'id' | 'name'>[],
  editingId: string | null = null,
): TermNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > CATALOGUE_TERM_NAME_MAX) return 'tooLong';
  const key = termKey(trimmed);
  if (existing.some((term) => term.id !== editingId && termKey(term.name) === key)) return 'taken';
  return null;
}

/** The field problem a server refusal means (NAME_TAKEN, or the empty-name violation), if any. */
export function termProblemOfError(error: unknown): TermNameProblem | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'NAME_TAKEN') return 'taken';
  const violation = error.body?.violations?.find((v) => v.field === 'name');
  if (error.code !== 'VALIDATION_FAILED' || !violation) return null;
  return violation.message === CATALOGUE_TERM_NAME_LENGTH_MESSAGE ? 'tooLong' : 'empty';
}

/** The term of `kind` whose name matches, ignoring case and outer spaces. */
export function findTerm<T extends Pick<CatalogueTerm, 'name'>>(
  terms: readonly T[],
  name: string,
): T | undefined {
  const key = termKey(name);
  return terms.find((term) => termKey(term.name) === key);
}

export type { CatalogueTermKind };
