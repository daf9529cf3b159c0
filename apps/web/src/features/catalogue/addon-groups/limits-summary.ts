import type { TFunction } from '../../../i18n/translation';
import type { ForcedLimits } from './forced-limits';

/** A group's limits in words, for its row: "Mandatory · 1–2", "Optional · up to 3". */
export function limitsSummary(t: TFunction<'catalogue'>, { forcedMin, forcedMax }: ForcedLimits): string {
  const kind = forcedMin >= 1 ? t('addonGroups.mandatory') : t('addonGroups.optional');
  let range: string;
  if (forcedMax === 0)
    range = forcedMin >= 1 ? t('addonGroups.atLeast', { count: forcedMin }) : t('addonGroups.anyNumber');
  else if (forcedMin === forcedMax) range = t('addonGroups.exactly', { count: forcedMax });
  else if (forcedMin === 0) range = t('addonGroups.upTo', { count: forcedMax });
  else range = t('addonGroups.between', { min: forcedMin, max: forcedMax });
  return `${kind} · ${range}`;
}
