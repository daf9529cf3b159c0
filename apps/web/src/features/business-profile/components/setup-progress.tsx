import { Paper } from '@mantine/core';
import type { MerchantProfile } from '@perkdesk/contracts';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translation';
import { SETUP_STEPS, type SetupStepKey } from '../setup-steps';
import classes from './setup-progress.module.css';

/**
 * The guided setup's steps, type → category → profile → brand → taxes. Each links to its screen,
 * so a merchant can go back or skip ahead; done means the saved profile holds that step's data.
 */
export function SetupProgress({ current, profile }: { current: SetupStepKey; profile?: MerchantProfile }) {
  const { t } = useTranslation('business-profile');
  return (
    <Paper withBorder radius="md" px="sm" py={8} component="nav" aria-label={t('progress.label')}>
      <ol className={classes.steps}>
        {SETUP_STEPS.map((step, index) => {
          const done = profile ? step.done(profile) : false;
          const isCurrent = step.key === current;
          const label = t(`progress.${step.key}`);
          const state = isCurrent ? 'stepCurrent' : done ? 'stepDone' : 'stepTodo';
          return (
            <li key={step.key} className={classes.item}>
              <Link
                to={step.to}
                className={classes.step}
                data-current={isCurrent || undefined}
                data-done={(done && !isCurrent) || undefined}
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={t(`progress.${state}`, { step: label })}
              >
                <span className={classes.marker} aria-hidden>
                  {done && !isCurrent ? <IconCheck size={14} stroke={3} /> : index + 1}
                </span>
                <span className={classes.label}>{label}</span>
              </Link>
              {index < SETUP_STEPS.length - 1 && (
                <span className={classes.connector} data-done={done || undefined} aria-hidden />
              )}
            </li>
          );
        })}
      </ol>
    </Paper>
  );
}
