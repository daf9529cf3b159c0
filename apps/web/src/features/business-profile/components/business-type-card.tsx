import { Badge, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translation';
import type { BusinessType } from '../catalogue/catalogue-types';
import { CategoryIcon } from './category-icon';
import classes from './option-card.module.css';

interface BusinessTypeCardProps {
  type: BusinessType;
  selected: boolean;
  pending: boolean;
  disabled: boolean;
  onChoose: (type: BusinessType) => void;
}

export function BusinessTypeCard({ type, selected, pending, disabled, onChoose }: BusinessTypeCardProps) {
  const { t } = useTranslation('business-profile');
  return (
    <UnstyledButton
      className={`${classes.card} ${classes.stacked}`}
      data-selected={selected || undefined}
      aria-pressed={selected}
      disabled={disabled}
      onClick={() => onChoose(type)}
    >
      <CategoryIcon icon={type.icon} color={type.color} size={52} />
      <Stack gap={2}>
        <Text fw={600} lh={1.3}>
          {t(`catalogue.types.${type.key}`)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('type.lineCount', { count: type.lines.length })}
        </Text>
      </Stack>
      <span className={classes.check}>
        {pending ? (
          <Loader size={18} />
        ) : selected ? (
          <Badge variant="filled" size="sm" leftSection={<IconCircleCheckFilled size={12} />}>
            {t('type.current')}
          </Badge>
        ) : null}
      </span>
    </UnstyledButton>
  );
}
