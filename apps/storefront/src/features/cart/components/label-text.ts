import { money } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import type { Label } from '../cart-view';

const MONEY_VARS = new Set(['amount', 'price']);

/** A cart-view label in the page's language, its amounts written as money. */
export function labelText(label: Label): string {
  if (!label.vars) return t(label.key);
  const vars: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(label.vars))
    vars[name] = MONEY_VARS.has(name) && typeof value === 'number' ? money(value) : value;
  return t(label.key, vars);
}
