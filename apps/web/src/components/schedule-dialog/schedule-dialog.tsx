import { Alert, Button, Divider, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useNestedDialog } from '../dialog-stack/dialog-stack';
import { WeeklySchedule } from '../weekly-schedule/weekly-schedule';
import {
  checkSchedule,
  defaultHideUntilLocal,
  fromLocalInput,
  hasPassed,
  initialScheduleState,
  type ScheduleFormState,
  type ScheduleResult,
  type ScheduleValue,
  scheduleResult,
  toLocalInput,
} from './schedule-form';

export type { ScheduleResult, ScheduleValue } from './schedule-form';

export interface ScheduleDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The schedule to start from; each opening starts again from it. */
  value: ScheduleValue;
  /** Groups: show the "apply to every product in the group" toggle (isSyncedInGroup). */
  showSync?: boolean;
  /**
   * Called with the result on Save. A returned promise keeps the dialog open with a busy Save
   * button; the dialog closes when it resolves and stays open when it rejects (the error is
   * already shown by the api client).
   */
  onSubmit: (result: ScheduleResult) => unknown;
  /** Show only: every control is read only and there is no Save. */
  readOnly?: boolean;
  /** Defaults to "Schedule"; e.g. the item's name. */
  title?: string;
}

/**
 * The schedule dialog (spec 2 §4): hide until a date, the weekly availability (day buttons SUN to
 * SAT, quarter-hour ranges, past-midnight splits) and, for groups, the sync toggle.
 */
export function ScheduleDialog(props: ScheduleDialogProps) {
  const { t } = useTranslation('components');
  useNestedDialog(props.opened);
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title ?? t('scheduleDialog.title')}
      size="xl"
      centered
    >
      {/* Mounted per opening, so every opening starts from `value`. */}
      {props.opened && <ScheduleForm {...props} />}
    </Modal>
  );
}

function ScheduleForm({ value, showSync, onSubmit, onClose, readOnly = false }: ScheduleDialogProps) {
  const { t } = useTranslation('components');
  const [state, setState] = useState<ScheduleFormState>(() => initialScheduleState(value));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const problem = checkSchedule(state);
  const patch = (next: Partial<ScheduleFormState>) => setState((current) => ({ ...current, ...next }));

  const toggleHidden = (hidden: boolean) =>
    patch({
      hidden,
      hideUntilLocal:
        hidden && !state.hideUntilLocal ? defaultHideUntilLocal(new Date()) : state.hideUntilLocal,
    });

  const save = async () => {
    setTried(true);
    if (problem) return;
    setSaving(true);
    try {
      await onSubmit(scheduleResult(state));
      onClose();
    } catch {
      // The api client has shown why; the user can change the schedule and try again.
    } finally {
      setSaving(false);
    }
  };

  const hideUntil = fromLocalInput(state.hideUntilLocal);
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Switch
          label={t('scheduleDialog.hide')}
          description={t('scheduleDialog.hideHint')}
          checked={state.hidden}
          disabled={readOnly}
          onChange={(event) => toggleHidden(event.currentTarget.checked)}
        />
        {state.hidden && (
          <TextInput
            type="datetime-local"
            label={t('scheduleDialog.hideUntil')}
            withAsterisk={!readOnly}
            maw={280}
            readOnly={readOnly}
            min={toLocalInput(new Date().toISOString())}
            value={state.hideUntilLocal}
            onChange={(event) => patch({ hideUntilLocal: event.currentTarget.value })}
            error={tried && problem ? t(`scheduleDialog.problems.${problem}`) : undefined}
            description={hasPassed(hideUntil, new Date()) ? t('scheduleDialog.passed') : undefined}
          />
        )}
      </Stack>
      <Divider />
      <WeeklySchedule
        label={t('scheduleDialog.availableTime')}
        description={t('scheduleDialog.availableHint')}
        value={state.availableTime}
        onChange={(availableTime) => patch({ availableTime })}
        disabled={readOnly}
      />
      {showSync && (
        <>
          <Divider />
          <Switch
            label={t('scheduleDialog.sync')}
            description={t('scheduleDialog.syncHint')}
            checked={state.isSyncedInGroup}
            disabled={readOnly}
            onChange={(event) => patch({ isSyncedInGroup: event.currentTarget.checked })}
          />
        </>
      )}
      {tried && problem && (
        <Alert color="red" variant="light" role="alert">
          {t(`scheduleDialog.problems.${problem}`)}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={saving}>
          {readOnly ? t('scheduleDialog.close') : t('scheduleDialog.cancel')}
        </Button>
        {!readOnly && (
          <Button onClick={save} loading={saving} disabled={tried && problem !== null}>
            {t('scheduleDialog.save')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
