import type { CreateSocialPostBody } from '@perkdesk/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { isApiError } from '../../../lib/api-client';
import { notifyFailure, notifySuccess, notifyWarning } from '../../../lib/api-notify';
import { useStores } from '../../../lib/stores-query';
import { generateImage, generateText } from '../api/ai';
import { usePerks } from '../api/perks';
import { createPost } from '../api/posts';
import { fitText, imagePrompt, type PromptFacts, postMessages } from '../model/ai-prompt';
import { variantText } from '../model/recurrence';
import { type Draft, planDrafts, type WizardState } from './wizard-state';

export interface Progress {
  done: number;
  total: number;
  what: 'text' | 'image' | 'post';
}

/** The AI failure toast of spec 2 §8: the provider's message, else 'server internal error'. */
function aiFailed(error: unknown, fallback: string, title: string) {
  const message = isApiError(error) ? error.body?.message : undefined;
  notifyFailure(message || fallback, title);
}

/** Writes the drafts' texts and pictures with the AI, then publishes or schedules them one by one. */
export function useGenerator(state: WizardState, change: (patch: Partial<WizardState>) => void) {
  const { t } = useTranslation('social');
  const stores = useStores();
  const perks = usePerks();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [failures, setFailures] = useState<string[]>([]);

  const store = stores.data?.find((candidate) => candidate.id === state.storeId);
  const perkNames = (perks.data ?? [])
    .filter((perk) => state.perkIds.includes(perk.id))
    .map((perk) => perk.name);

  const factsOf = (draft: Draft): PromptFacts => ({
    type: state.postType ? t(`types.${state.postType}`) : '',
    theme: t(`themes.${state.postTheme}`),
    store: store?.name ?? null,
    perks: perkNames,
    holiday: draft.holiday,
    timing: draft.timing ? t(`timing.${draft.timing.kind}`, { count: draft.timing.days }) : null,
    highlight: state.postType === 'store' ? state.highlight.trim() || null : null,
  });

  const generate = async (withImages: boolean) => {
    const planned = planDrafts(state, new Date());
    // One text per holiday post; a repeated series writes its first text and numbers the others.
    const series = state.postType !== 'holiday';
    const steps = (series ? 1 : planned.length) * (withImages ? 2 : 1);
    let done = 0;
    const drafts: Draft[] = [];
    try {
      for (const [index, draft] of planned.entries()) {
        const first = drafts[0];
        if (series && first) {
          drafts.push({ ...draft, text: variantText(first.text, index), imageUrl: first.imageUrl });
          continue;
        }
        setProgress({ done, total: steps, what: 'text' });
        const reply = await generateText(postMessages(factsOf(draft)));
        done += 1;
        let imageUrl: string | null = null;
        if (withImages) {
          setProgress({ done, total: steps, what: 'image' });
          imageUrl = (await generateImage(imagePrompt(factsOf(draft)))).data[0]?.url ?? null;
          done += 1;
        }
        drafts.push({ ...draft, text: fitText(reply.choices[0]?.message.content ?? ''), imageUrl });
      }
      change({ drafts });
    } catch (error) {
      aiFailed(error, t('generator.aiFailed'), t('generator.aiFailedTitle'));
      if (drafts.length > 0) change({ drafts });
    } finally {
      setProgress(null);
    }
  };

  const newImage = async (key: string) => {
    const draft = state.drafts.find((candidate) => candidate.key === key);
    if (!draft) return;
    setProgress({ done: 0, total: 1, what: 'image' });
    try {
      const url = (await generateImage(imagePrompt(factsOf(draft)))).data[0]?.url ?? null;
      change({ drafts: state.drafts.map((d) => (d.key === key ? { ...d, imageUrl: url } : d)) });
    } catch (error) {
      aiFailed(error, t('generator.aiFailed'), t('generator.aiFailedTitle'));
    } finally {
      setProgress(null);
    }
  };

  const bodyOf = (draft: Draft): CreateSocialPostBody => ({
    post: draft.text.trim(),
    platforms: state.platforms,
    ...(draft.at && { scheduleDate: new Date(draft.at).toISOString() }),
    ...(draft.imageUrl && { mediaUrls: [draft.imageUrl] }),
    ...(state.postType !== 'holiday' &&
      state.when === 'auto' && { autoSchedule: { schedule: true as const, title: state.autoTitle } }),
    ...(state.storeId && { storeId: state.storeId }),
    ...(state.perkIds.length > 0 && { promotionIds: state.perkIds }),
  });

  /** Publishes every draft; a failed one is recorded and the others still go. True when at least one went (the failures stay listed in the toast). */
  const publish = async (): Promise<boolean> => {
    const errors: string[] = [];
    let posted = 0;
    for (const [index, draft] of state.drafts.entries()) {
      setProgress({ done: index, total: state.drafts.length, what: 'post' });
      try {
        await createPost(bodyOf(draft), true);
        posted += 1;
      } catch (error) {
        const reason = isApiError(error) ? error.body?.message : undefined;
        errors.push(
          t('generator.postFailed', { n: index + 1, reason: reason ?? t('generator.unknownReason') }),
        );
      }
    }
    setProgress(null);
    setFailures(errors);
    if (posted > 0 && errors.length === 0) notifySuccess(t('generator.published', { count: posted }));
    else if (posted > 0)
      notifyWarning(t('generator.partlyPublished', { count: posted, failed: errors.length }));
    else notifyFailure(t('generator.publishFailed'), t('generator.publishFailedTitle'));
    return posted > 0;
  };

  return { generate, newImage, publish, progress, failures, ready: Boolean(stores.data && perks.data) };
}
