import { fromLocalInput, MAX_POSTS, type WizardState, type WizardStep } from './wizard-state';

export type Problem =
  | 'type'
  | 'store'
  | 'holiday'
  | 'timing'
  | 'perk'
  | 'platform'
  | 'date'
  | 'past'
  | 'autoTitle'
  | 'limit'
  | 'repeat';

/** What keeps the merchant on `step`, as keys of `wizard.problems`. */
export function stepProblems(step: WizardStep, state: WizardState, now: Date): Problem[] {
  const problems: Problem[] = [];
  if (step === 'choose-post-type') {
    if (!state.postType) problems.push('type');
    if (!state.storeId) problems.push('store');
  }
  if (step === 'public-holidays') {
    if (state.holidays.length === 0) problems.push('holiday');
    if (!state.timing.onTheDay && !state.timing.beforeTheDay && !state.timing.afterTheDay)
      problems.push('timing');
  }
  if (step === 'existing-perks' && state.postType === 'perk' && state.perkIds.length === 0)
    problems.push('perk');
  if (step === 'post-options') {
    if (state.platforms.length === 0) problems.push('platform');
    if (!Number.isInteger(state.limit) || state.limit < 1 || state.limit > MAX_POSTS) problems.push('limit');
    if (state.postType !== 'holiday' && state.when === 'schedule') {
      const date = fromLocalInput(state.date);
      if (!date) problems.push('date');
      else if (date.getTime() <= now.getTime()) problems.push('past');
      if (state.repeat.kind !== 'none' && (state.repeat.count < 1 || state.repeat.every < 1))
        problems.push('repeat');
    }
    if (state.postType !== 'holiday' && state.when === 'auto' && !state.autoTitle) problems.push('autoTitle');
  }
  return problems;
}
