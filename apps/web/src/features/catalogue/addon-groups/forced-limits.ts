import { checkForcedLimits } from '@perkdesk/domain';

/**
 * An add-on group's limits (spec 2 §4 optional/mandatory, contract §5): how many add-ons a
 * customer must (`forcedMin`) and may (`forcedMax`, 0 = unlimited) choose per product unit.
 */
export interface ForcedLimits {
  forcedMin: number;
  forcedMax: number;
}

/** A group is mandatory when its minimum is at least 1 (contract §5). */
export const isMandatory = (limits: ForcedLimits) => limits.forcedMin >= 1;

/** A typed number as a limit: empty, not a number or below 0 gives 0; fractions are dropped. */
export function toLimit(raw: number | string): number {
  const value = typeof raw === 'number' ? raw : raw.trim() === '' ? 0 : Number(raw);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** The maximum raised to the minimum when it is set (not unlimited) and below it. */
const withMaxAtLeastMin = (forcedMin: number, forcedMax: number): ForcedLimits => ({
  forcedMin,
  forcedMax: forcedMax !== 0 && forcedMax < forcedMin ? forcedMin : forcedMax,
});

/**
 * Optional sets the minimum to 0 (the maximum stays); mandatory sets the minimum and the
 * maximum to at least 1, keeping the maximum at least the minimum.
 */
export function chooseMandatory(limits: ForcedLimits, mandatory: boolean): ForcedLimits {
  if (!mandatory) return { forcedMin: 0, forcedMax: limits.forcedMax };
  const forcedMin = Math.max(limits.forcedMin, 1);
  return withMaxAtLeastMin(forcedMin, Math.max(limits.forcedMax, 1));
}

/** A new minimum: below 0 resets to 0; the maximum is raised to it if needed. */
export function changeMin(limits: ForcedLimits, raw: number | string): ForcedLimits {
  return withMaxAtLeastMin(toLimit(raw), limits.forcedMax);
}

/**
 * A new maximum: below 0 resets to 0 (unlimited). It is not raised while typed ("1" on the way
 * to "12"); a set maximum below max(minimum, 1) is reported by `limitsProblem`.
 */
export function changeMax(limits: ForcedLimits, raw: number | string): ForcedLimits {
  return { forcedMin: limits.forcedMin, forcedMax: toLimit(raw) };
}

/** "Maximum must be at least the minimum." for a bad pair, or null (the domain's rule). */
export function limitsProblem(limits: ForcedLimits): string | null {
  return checkForcedLimits(limits.forcedMin, limits.forcedMax);
}
