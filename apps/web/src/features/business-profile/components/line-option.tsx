import { Checkbox, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../i18n/translation';
import type { BusinessLine } from '../catalogue/catalogue-types';
import { CategoryIcon } from './category-icon';
import classes from './option-card.module.css';

interface LineOptionProps {
  line: BusinessLine;
  color: string;
  checked: boolean;
  disabled: boolean;
  onToggle: (line: BusinessLine) => void;
}

/** One subcategory as a checkable card: the whole card toggles it. */
export function LineOption({ line, color, checked, disabled, onToggle }: LineOptionProps) {
  const { t } = useTranslation('business-profile');
  return (
    <UnstyledButton
      className={classes.card}
      role="checkbox"
      aria-checked={checked}
      data-selected={checked || undefined}
      disabled={disabled}
      onClick={() => onToggle(line)}
    >
      <CategoryIcon icon={line.icon} color={color} size={38} />
      <Text fw={500} size="sm" lh={1.3} style={{ flex: 1 }}>
        {t(`catalogue.lines.${line.key}`)}
      </Text>
      <Checkbox.Indicator checked={checked} disabled={disabled} radius="sm" aria-hidden />
    </UnstyledButton>
  );
}
