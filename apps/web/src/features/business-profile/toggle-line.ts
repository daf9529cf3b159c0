import { MAX_BUSINESS_LINES } from '@perkdesk/contracts';

/** Adds or removes a business line; adding past the contract's maximum changes nothing. */
export function toggleLine(selected: readonly string[], title: string, max = MAX_BUSINESS_LINES): string[] {
  if (selected.includes(title)) return selected.filter((line) => line !== title);
  return selected.length >= max ? [...selected] : [...selected, title];
}
