import { SegmentedControl } from '@mantine/core';
import { VIEW_MODES, type ViewMode } from '@perkdesk/contracts';
import { useTranslation } from '../../../i18n/translation';

interface ViewModeSwitchProps {
  value: ViewMode;
  onChange: (viewMode: ViewMode) => void;
}

/** Daily, weekly or monthly periods (spec 2 §9). */
export function ViewModeSwitch({ value, onChange }: ViewModeSwitchProps) {
  const { t } = useTranslation('dashboards');
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('viewMode.label')}
      value={value}
      onChange={(next) => onChange(next as ViewMode)}
      data={VIEW_MODES.map((mode) => ({ value: mode, label: t(`viewMode.${mode}`) }))}
    />
  );
}
