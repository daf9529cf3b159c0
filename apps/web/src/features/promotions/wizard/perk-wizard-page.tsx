import { Alert, Button, Group, Paper, Skeleton, Stack, Stepper, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PromotionResponse, Store } from '@perkdesk/contracts';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { isApiError } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/api-notify';
import { useStores } from '../../../lib/stores-query';
import { usePromotion } from '../api/get-promotion';
import { useSavePromotion } from '../api/save-promotion';
import { perkKindOf, WIZARD_QUERY } from '../perk-kinds';
import { DetailsStep } from './steps/details-step';
import { GeneralStep } from './steps/general-step';
import { initialValues, useWizardState } from './use-wizard-state';
import { parseWriteBody } from './wizard-body';
import { wizardMessage } from './wizard-messages';
import { productDirectory, useWizardProducts } from './wizard-products';
import { isPerkKind, stepPath, stepsOf, type WizardStep, type WizardTarget } from './wizard-steps';
import {
  fieldOfViolation,
  firstStepWithErrors,
  stepErrors,
  stepOfField,
  type WizardErrors,
  type WizardField,
} from './wizard-validation';
import type { KnownProduct } from './wizard-values';

const STEPS: readonly string[] = ['general', 'details', 'details1', 'details2'];

/**
 * The perk wizard (spec 2 §2): one layout route over every step route, so the state it holds
 * lives through the steps. It reads the kind and action from the path, the step from its last
 * segment, and the edited (`?id=`) or copied (`?copyOf=`) promotion from the query.
 */
export function PerkWizardPage() {
  const { t } = useTranslation('perk-wizard');
  const params = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  // Every step path ends in {type}/{action}/{step}; point-perk/:action/details names no :type.
  const segments = pathname.split('/');
  const kind = params.type ?? segments.at(-3);
  const actionSegment = params.action ?? segments.at(-2);
  const action = actionSegment === 'edit' ? 'edit' : 'new';
  const id = search.get(action === 'edit' ? WIZARD_QUERY.id : WIZARD_QUERY.copyOf);
  const stores = useStores();
  const products = useWizardProducts();
  const promotion = usePromotion(id);

  if (
    !isPerkKind(kind) ||
    (actionSegment !== 'new' && actionSegment !== 'edit') ||
    (action === 'edit' && !id)
  )
    return <Alert color="red" variant="light" title={t('wizard.unknownKind')} />;
  const target: WizardTarget = { kind, action, id };
  const segment = segments.at(-1) ?? '';
  const step = (STEPS.includes(segment) ? segment : 'general') as WizardStep;
  const canonical = stepsOf(kind).includes(step) ? stepPath(target, step) : stepPath(target, 'general');
  // The edited perk is of another kind than the path says: its own wizard edits it.
  const savedKind = promotion.data ? perkKindOf(promotion.data) : null;
  if (savedKind && savedKind !== kind && action === 'edit')
    return <Navigate replace to={stepPath({ ...target, kind: savedKind }, 'general')} />;
  if (canonical.split('?')[0] !== pathname) return <Navigate replace to={canonical} />;

  if (stores.isError || products.isError || promotion.isError)
    return <Alert color="red" variant="light" title={t('wizard.loadFailed')} />;
  if (!stores.data || !products.data || (id && !promotion.data))
    return (
      <Stack gap="md">
        <Skeleton h={36} w={280} />
        <Skeleton h={320} />
      </Stack>
    );
  return (
    <WizardFlow
      // Another kind, action or promotion starts a new wizard.
      key={`${kind}/${action}/${id ?? ''}`}
      target={target}
      step={step}
      promotion={promotion.data}
      stores={stores.data}
      catalogue={products.data}
    />
  );
}

interface WizardFlowProps {
  target: WizardTarget;
  step: WizardStep;
  promotion: PromotionResponse | undefined;
  stores: Store[];
  catalogue: KnownProduct[];
}

function WizardFlow({ target, step, promotion, stores, catalogue }: WizardFlowProps) {
  const { t } = useTranslation('perk-wizard');
  const navigate = useNavigate();
  const save = useSavePromotion();
  const { kind } = target;
  const state = useWizardState(() =>
    initialValues(
      target,
      promotion,
      stores.map((store) => store.id),
    ),
  );
  const { values } = state;
  const steps = stepsOf(kind);
  const index = steps.indexOf(step);
  const last = index === steps.length - 1;
  const deleted = target.action === 'edit' && promotion?.status === 'DELETED';
  const refusedHere = Object.entries(state.refused).filter(
    ([field]) => stepOfField(kind, field as WizardField) === step,
  );
  const shown = {
    ...Object.fromEntries(refusedHere),
    ...(state.tried.has(step) ? stepErrors(kind, step, values) : {}),
  };
  const blocked = Object.keys(shown).length > 0;
  const products = productDirectory(catalogue, values.savedProducts);

  const go = (next: WizardStep) => navigate(stepPath(target, next));
  const leave = () =>
    navigate(
      target.action === 'edit'
        ? paths.promotions.main
        : kind === 'reward-item'
          ? paths.promotions.rewards
          : paths.promotions.newPerk,
    );

  /** Checks the steps up to `upTo`; the first one with a problem opens with its problems shown. */
  const checkedUpTo = (upTo: number) => {
    const failing = steps.slice(0, upTo + 1).find((s) => Object.keys(stepErrors(kind, s, values)).length > 0);
    if (failing) {
      state.markTried(failing);
      if (failing !== step) go(failing);
    }
    return failing === undefined;
  };

  const submit = async () => {
    const failing = firstStepWithErrors(kind, values);
    if (failing) {
      state.markTried(failing);
      if (failing !== step) go(failing);
      return;
    }
    const body = parseWriteBody(kind, values);
    if (!body.ok) return;
    const toast = notifications.show({ message: t('wizard.saving'), loading: true, autoClose: false });
    try {
      await save.mutateAsync({
        type: body.type,
        id: target.action === 'edit' ? target.id : null,
        input: body.input,
      });
    } catch (error) {
      // The api client has shown why; violations also go under their fields (a coupon code
      // already taken is known only to the server), on the first step that shows one.
      showRefusal(error);
      return;
    } finally {
      notifications.hide(toast);
    }
    notifySuccess(t('wizard.saved'), t('wizard.success'));
    navigate(paths.promotions.main);
  };

  const showRefusal = (error: unknown) => {
    const violations = isApiError(error) ? (error.body?.violations ?? []) : [];
    const refused: WizardErrors = {};
    for (const violation of violations) refused[fieldOfViolation(violation.field)] ??= violation.message;
    state.setRefused(refused);
    const first = steps.find((s) =>
      Object.keys(refused).some((field) => stepOfField(kind, field as WizardField) === s),
    );
    if (first && first !== step) go(first);
  };

  const next = () => {
    if (last) void submit();
    else if (checkedUpTo(index)) go(steps[index + 1]!);
  };
  const stepLabel = (s: WizardStep) =>
    (s === 'details1' || s === 'details2') &&
    kind !== 'punch-card' &&
    kind !== 'point-perk' &&
    kind !== 'reward-item'
      ? t(`wizard.stepLabels.${kind}.${s}`)
      : t(`wizard.steps.${s}`);
  const props = {
    kind,
    values,
    change: state.change,
    error: (field: WizardField) => wizardMessage(t, shown[field]),
    products,
    stores,
  };

  return (
    <Stack gap="md" maw={960}>
      <Title order={1} size="h2">
        <bdi>
          {t(target.action === 'edit' ? 'wizard.editTitle' : 'wizard.newTitle', { kind: t(`kinds.${kind}`) })}
        </bdi>
      </Title>
      {deleted && <Alert color="red" variant="light" title={t('wizard.deleted')} />}
      {!deleted && target.action === 'edit' && promotion?.isValid === false && (
        <Alert color="orange" variant="light" title={t('wizard.invalid')} />
      )}
      <Stepper
        active={index}
        size="sm"
        onStepClick={(clicked) => {
          if (clicked < index || checkedUpTo(clicked - 1)) go(steps[clicked]!);
        }}
      >
        {steps.map((s) => (
          <Stepper.Step key={s} label={stepLabel(s)} />
        ))}
      </Stepper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {step === 'general' ? <GeneralStep {...props} /> : <DetailsStep {...props} step={step} />}
      </Paper>
      {blocked && <Alert color="red" variant="light" role="alert" title={t('wizard.fixProblems')} />}
      <Group justify="space-between">
        <Button variant="default" onClick={() => (index === 0 ? leave() : go(steps[index - 1]!))}>
          {index === 0 ? t('wizard.cancel') : t('wizard.back')}
        </Button>
        <Button onClick={next} loading={save.isPending} disabled={blocked || (last && deleted)}>
          {last ? t('wizard.save') : t('wizard.next')}
        </Button>
      </Group>
    </Stack>
  );
}
