import { Drawer, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { LOCALES, type Locale } from '../../../i18n/locale';
import { useTranslation } from '../../../i18n/translation';
import {
  DIRECTIONS,
  type Direction,
  ORDER_BYS,
  type OrderBy,
  type Preferences,
  RADII,
  type Radius,
  readPreferences,
} from '../../../lib/preferences';
import { applyPreference } from './apply-preference';
import { OptionSection } from './option-section';
import { ThemeSwatches } from './theme-swatches';

interface DisplayOptionsDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** Display options panel (spec 1 §2 Top bar, spec 2 §2): every pick saves, closes and reloads. */
export function DisplayOptionsDrawer({ opened, onClose }: DisplayOptionsDrawerProps) {
  const { t } = useTranslation('shell');
  const prefs: Preferences = readPreferences();
  const apply = (change: Parameters<typeof applyPreference>[0]) => applyPreference(change, onClose);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={360}
      title={<Text fw={600}>{t('display.title')}</Text>}
    >
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('display.hint')}
        </Text>
        <OptionSection label={t('display.orderBy')}>
          <SegmentedControl
            fullWidth
            value={prefs.orderBy}
            data={ORDER_BYS.map((value) => ({ value, label: t(`display.${value}`) }))}
            onChange={(value) => apply({ kind: 'orderBy', value: value as OrderBy })}
          />
        </OptionSection>
        <OptionSection label={t('display.mode')}>
          <SegmentedControl
            fullWidth
            value={prefs.colorScheme}
            data={[
              { value: 'light', label: t('display.light') },
              { value: 'dark', label: t('display.dark') },
            ]}
            onChange={(value) =>
              apply({ kind: 'theme', colorScheme: value === 'dark' ? 'dark' : 'light', color: prefs.color })
            }
          />
        </OptionSection>
        <OptionSection label={t('display.radius')}>
          <SegmentedControl
            fullWidth
            value={prefs.radius}
            data={RADII.map((value) => ({ value, label: t(`display.${value}`) }))}
            onChange={(value) => apply({ kind: 'radius', value: value as Radius })}
          />
        </OptionSection>
        <OptionSection label={t('display.colour')}>
          <ThemeSwatches
            current={prefs}
            onPick={(colorScheme, color) => apply({ kind: 'theme', colorScheme, color })}
          />
        </OptionSection>
        <OptionSection label={t('display.direction')}>
          <SegmentedControl
            fullWidth
            value={prefs.direction}
            data={DIRECTIONS.map((value) => ({ value, label: t(`display.${value}`) }))}
            onChange={(value) => apply({ kind: 'direction', value: value as Direction })}
          />
        </OptionSection>
        <OptionSection label={t('display.language')}>
          <NativeSelect
            aria-label={t('display.language')}
            value={prefs.locale}
            data={LOCALES.map((value) => ({ value, label: t(`display.locales.${value}`) }))}
            onChange={(event) => apply({ kind: 'locale', value: event.currentTarget.value as Locale })}
          />
        </OptionSection>
      </Stack>
    </Drawer>
  );
}
