import { Button, Group, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translation';
import classes from './setup-actions.module.css';

interface SetupActionsProps {
  back?: string;
  /** The primary action: a submit button of the surrounding form unless `onNext` is given. */
  nextLabel?: string;
  onNext?: () => void;
  nextDisabled?: boolean;
  pending?: boolean;
  /** A short status between the buttons, such as "3 of 20 selected". */
  status?: ReactNode;
}

/** Back and "Save and continue", kept in view at the bottom of a long screen. */
export function SetupActions({ back, nextLabel, onNext, nextDisabled, pending, status }: SetupActionsProps) {
  const { t } = useTranslation('business-profile');
  return (
    <Group className={classes.bar} justify="space-between" wrap="nowrap" gap="sm">
      {back ? (
        <Button
          component={Link}
          to={back}
          variant="default"
          leftSection={<IconArrowLeft size={16} className={classes.arrow} />}
        >
          {t('back')}
        </Button>
      ) : (
        <span />
      )}
      {status && (
        <Text size="sm" c="dimmed" ta="center" visibleFrom="xs">
          {status}
        </Text>
      )}
      <Button
        type={onNext ? 'button' : 'submit'}
        onClick={onNext}
        disabled={nextDisabled}
        loading={pending}
        rightSection={<IconArrowRight size={16} className={classes.arrow} />}
      >
        {nextLabel ?? t('saveContinue')}
      </Button>
    </Group>
  );
}
