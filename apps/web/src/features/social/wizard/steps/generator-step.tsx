import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  CloseButton,
  Group,
  Image,
  Progress,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPhoto, IconSparkles } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/routes';
import { useTranslation } from '../../../../i18n/translation';
import { createSubscriptionSession } from '../../api/subscribe';
import { useAiSubscribed } from '../../api/subscription';
import { AI_TEXT_LIMIT } from '../../model/ai-prompt';
import { inAppPath } from '../../model/app-link';
import { formatDateTime } from '../../model/post-view';
import { useGenerator } from '../use-generator';
import { fromLocalInput, localInputValue, type StepProps } from '../wizard-state';

/**
 * The generator (spec 2 §2): Subscribe to AI Post Generator when the merchant has no running
 * subscription; else the AI writes each planned post and its picture (progress shown), the
 * merchant edits them, and they are posted now, scheduled or auto-scheduled.
 */
export function GeneratorStep({ state, change, onPublished }: StepProps & { onPublished: () => void }) {
  const { t, i18n } = useTranslation('social');
  const navigate = useNavigate();
  const subscription = useAiSubscribed();
  const generator = useGenerator(state, change);
  const [withImages, setWithImages] = useState(true);
  const subscribe = useMutation({
    mutationFn: () =>
      createSubscriptionSession(
        subscription.customerId,
        new URL(paths.setup.success, window.location.origin).toString(),
      ),
    onSuccess: ({ url }) => {
      const path = inAppPath(url, window.location.origin);
      if (path === null) window.location.assign(url);
      else navigate(path);
    },
  });
  const busy = generator.progress !== null;
  const setDraft = (key: string, patch: Partial<(typeof state.drafts)[number]>) =>
    change({ drafts: state.drafts.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)) });
  const blank = state.drafts.some((draft) => !draft.text.trim());

  if (subscription.failed)
    return <Alert color="red" variant="light" title={t('generator.subscriptionFailed')} />;
  if (subscription.subscribed === undefined) return <Skeleton h={160} />;
  if (!subscription.subscribed)
    return (
      <Stack gap="md" align="flex-start">
        <Title order={4}>{t('generator.subscribeTitle')}</Title>
        <Text>{t('generator.subscribeBody')}</Text>
        <Button
          leftSection={<IconSparkles size={16} />}
          loading={subscribe.isPending}
          onClick={() => subscribe.mutate()}
        >
          {t('generator.subscribe')}
        </Button>
      </Stack>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={4}>{t('generator.title')}</Title>
        <Group gap="sm">
          <Checkbox
            label={t('generator.withImages')}
            checked={withImages}
            onChange={(event) => setWithImages(event.currentTarget.checked)}
          />
          <Button
            leftSection={<IconSparkles size={16} />}
            variant={state.drafts.length > 0 ? 'default' : 'filled'}
            loading={busy && generator.progress?.what !== 'post'}
            disabled={busy || !generator.ready}
            onClick={() => void generator.generate(withImages)}
          >
            {state.drafts.length > 0 ? t('generator.regenerate') : t('generator.generate')}
          </Button>
        </Group>
      </Group>
      {generator.progress && (
        <Stack gap={4} role="status" aria-live="polite">
          <Text size="sm">
            {t(`generator.progress.${generator.progress.what}`, {
              n: Math.min(generator.progress.done + 1, generator.progress.total),
              total: generator.progress.total,
            })}
          </Text>
          <Progress
            value={(100 * generator.progress.done) / Math.max(1, generator.progress.total)}
            animated
          />
        </Stack>
      )}
      {state.drafts.length === 0 && !busy && (
        <Text size="sm" c="dimmed">
          {t('generator.intro')}
        </Text>
      )}
      {state.drafts.map((draft, index) => {
        const at = draft.at ? new Date(draft.at) : null;
        return (
          <Card key={draft.key} withBorder radius="md" padding="md" data-testid="draft">
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs">
                  <Badge variant="light">{t('generator.postNumber', { n: index + 1 })}</Badge>
                  {draft.holiday && (
                    <Text size="sm" fw={500}>
                      <bdi>{draft.holiday}</bdi>
                    </Text>
                  )}
                  {draft.timing && (
                    <Text size="sm" c="dimmed">
                      {t(`timing.${draft.timing.kind}`, { count: draft.timing.days })}
                    </Text>
                  )}
                </Group>
                {state.drafts.length > 1 && (
                  <CloseButton
                    aria-label={t('generator.removeDraft', { n: index + 1 })}
                    onClick={() => change({ drafts: state.drafts.filter((d) => d.key !== draft.key) })}
                  />
                )}
              </Group>
              <Textarea
                label={t('generator.text')}
                value={draft.text}
                onChange={(event) => setDraft(draft.key, { text: event.currentTarget.value })}
                maxLength={AI_TEXT_LIMIT}
                autosize
                minRows={3}
                description={
                  <bdi>
                    {draft.text.length}/{AI_TEXT_LIMIT}
                  </bdi>
                }
              />
              <Group gap="md" align="flex-end">
                {draft.imageUrl ? (
                  <Image src={draft.imageUrl} alt={t('generator.imageAlt')} w={120} h={120} radius="sm" />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('generator.noImage')}
                  </Text>
                )}
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconPhoto size={14} />}
                  disabled={busy}
                  onClick={() => void generator.newImage(draft.key)}
                >
                  {draft.imageUrl ? t('generator.newImage') : t('generator.addImage')}
                </Button>
                {draft.imageUrl && (
                  <Button
                    variant="subtle"
                    size="xs"
                    color="red"
                    onClick={() => setDraft(draft.key, { imageUrl: null })}
                  >
                    {t('generator.removeImage')}
                  </Button>
                )}
              </Group>
              {at ? (
                <TextInput
                  type="datetime-local"
                  label={t('generator.scheduledFor')}
                  value={localInputValue(at)}
                  onChange={(event) => {
                    const date = fromLocalInput(event.currentTarget.value);
                    if (date) setDraft(draft.key, { at: date.toISOString() });
                  }}
                  maw={280}
                  description={<bdi>{formatDateTime(at, i18n.language)}</bdi>}
                />
              ) : (
                <Text size="sm" c="dimmed">
                  {state.when === 'auto'
                    ? t('generator.autoSlot', { title: state.autoTitle })
                    : t('generator.postsNow')}
                </Text>
              )}
            </Stack>
          </Card>
        );
      })}
      {generator.failures.length > 0 && (
        <Alert color="red" variant="light" title={t('generator.publishFailedTitle')}>
          {generator.failures.join(' ')}
        </Alert>
      )}
      {state.drafts.length > 0 && (
        <Group justify="flex-end">
          <Button
            loading={busy && generator.progress?.what === 'post'}
            disabled={busy || blank}
            onClick={async () => {
              if (await generator.publish()) onPublished();
            }}
          >
            {state.drafts.some((draft) => draft.at) || state.when === 'auto'
              ? t('generator.schedule', { count: state.drafts.length })
              : t('generator.postNow')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
