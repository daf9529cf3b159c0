import { Alert, Button, Group, Paper, Stack, Stepper, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { stepProblems } from './step-problems';
import { ChooseTypeStep } from './steps/choose-type-step';
import { GeneratorStep } from './steps/generator-step';
import { HolidayStep } from './steps/holiday-step';
import { PerksStep } from './steps/perks-step';
import { PostOptionsStep } from './steps/post-options-step';
import { StorePromotionStep } from './steps/store-promotion-step';
import {
  forget,
  INITIAL_STATE,
  loadSaved,
  type StepProps,
  save,
  stepsFor,
  type WizardState,
  type WizardStep,
} from './wizard-state';

const STEP_PATHS: Record<WizardStep, string> = {
  'choose-post-type': paths.social.choosePostType,
  'public-holidays': paths.social.publicHolidays,
  'existing-perks': paths.social.existingPerks,
  'general-store-promotion': paths.social.generalStorePromotion,
  'post-options': paths.social.postOptions,
  'ai-post-generator': paths.social.aiPostGenerator,
};

/**
 * The AI post generator wizard (spec 2 §2): one layout route over its step routes, so its state
 * lives through them. The steps follow the post type: a holiday post picks holidays and perks,
 * a perk post perks, a store promotion its store; then the post options and the generator.
 */
export function SocialWizardPage() {
  const { t } = useTranslation('social');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [state, setState] = useState<WizardState>(loadSaved);
  const [tried, setTried] = useState<Set<WizardStep>>(new Set());
  useEffect(() => save(state), [state]);

  const segment = pathname.split('/').at(-1) as WizardStep;
  const steps = stepsFor(state.postType);
  const index = steps.indexOf(segment);
  if (index < 0) return <Navigate replace to={paths.social.choosePostType} />;
  // A later step needs the earlier ones done: back to the first one that is not.
  const firstOpen = steps.slice(0, index).find((step) => stepProblems(step, state, new Date()).length > 0);
  if (firstOpen) return <Navigate replace to={STEP_PATHS[firstOpen]} />;

  const change = (patch: Partial<WizardState>) =>
    setState((current) => ({ ...current, ...patch, ...(patch.drafts ? {} : { drafts: [] }) }));
  const problems = tried.has(segment) ? stepProblems(segment, state, new Date()) : [];
  const last = index === steps.length - 1;
  const next = () => {
    if (stepProblems(segment, state, new Date()).length > 0) {
      setTried(new Set([...tried, segment]));
      return;
    }
    const following = steps[index + 1];
    if (following) navigate(STEP_PATHS[following]);
  };
  const restart = () => {
    forget();
    setState(INITIAL_STATE);
    setTried(new Set());
    navigate(paths.social.choosePostType);
  };
  const props: StepProps = { state, change };

  return (
    <Stack gap="md" maw={1040}>
      <Group justify="space-between">
        <Title order={2}>{t('wizard.title')}</Title>
        <Button variant="subtle" size="xs" onClick={restart}>
          {t('wizard.restart')}
        </Button>
      </Group>
      <Stepper
        active={index}
        size="sm"
        onStepClick={(clicked) => clicked < index && navigate(STEP_PATHS[steps[clicked]!])}
      >
        {steps.map((step) => (
          <Stepper.Step key={step} label={t(`wizard.steps.${step}`)} />
        ))}
      </Stepper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {segment === 'choose-post-type' && <ChooseTypeStep {...props} />}
        {segment === 'public-holidays' && <HolidayStep {...props} />}
        {segment === 'existing-perks' && <PerksStep {...props} />}
        {segment === 'general-store-promotion' && <StorePromotionStep {...props} />}
        {segment === 'post-options' && <PostOptionsStep {...props} />}
        {segment === 'ai-post-generator' && (
          <GeneratorStep
            {...props}
            onPublished={() => {
              // Leaving the wizard's layout drops its state; resetting it here first would send
              // the guard above back to the first step.
              forget();
              navigate(paths.social.yourPosts);
            }}
          />
        )}
      </Paper>
      {problems.length > 0 && (
        <Alert color="red" variant="light" role="alert" title={t('wizard.fixProblems')}>
          {problems.map((problem) => t(`wizard.problems.${problem}`)).join(' ')}
        </Alert>
      )}
      <Group justify="space-between">
        <Button
          variant="default"
          onClick={() =>
            index === 0 ? navigate(paths.social.yourPosts) : navigate(STEP_PATHS[steps[index - 1]!])
          }
        >
          {index === 0 ? t('wizard.cancel') : t('wizard.back')}
        </Button>
        {!last && <Button onClick={next}>{t('wizard.next')}</Button>}
      </Group>
    </Stack>
  );
}
