/** The schedule slider works in quarter hours: 96 steps make a day (spec 2 §9). */
export const STEP_MINUTES = 15;
export const STEPS_PER_DAY = 96;
/** The latest a range may start is 23:45 (spec 2 §4). */
export const LATEST_START = STEPS_PER_DAY - 1;
/** A new day opens 08:00 to 18:00 (spec 2 §4). */
export const DEFAULT_RANGE: readonly [number, number] = [32, 72];

/** HH:mm of a step; steps past a day wrap to the next day's clock (step 100 is 01:00). */
export function stepToTime(step: number): string {
  const minutes = (((step % STEPS_PER_DAY) + STEPS_PER_DAY) % STEPS_PER_DAY) * STEP_MINUTES;
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The step of an HH:mm time, rounded down to its quarter hour (23:59 is step 95). */
export function timeToStep(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return Math.floor((hours * 60 + minutes) / STEP_MINUTES);
}
