import { CheckIcon, ColorSwatch, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from '../../../i18n/translation';
import { COLOR_SCHEMES, type ColorScheme, THEME_COLORS, type ThemeColor } from '../../../lib/preferences';
import { mantineColorOf } from '../theme';
import classes from './display-options.module.css';

interface ThemeSwatchesProps {
  current: { colorScheme: ColorScheme; color: ThemeColor };
  onPick: (colorScheme: ColorScheme, color: ThemeColor) => void;
}

/** The ten themes (light or dark × five colours) as swatches, one row per scheme. */
export function ThemeSwatches({ current, onPick }: ThemeSwatchesProps) {
  const { t } = useTranslation('shell');
  return (
    <Stack gap="xs">
      {COLOR_SCHEMES.map((scheme) => (
        <Group key={scheme} gap="sm" className={classes.swatchRow} data-scheme={scheme} wrap="nowrap">
          {/* Its colour comes from the row's own scheme (the module), not the page's dimmed grey. */}
          <Text size="xs" w={48}>
            {t(`display.${scheme}`)}
          </Text>
          {THEME_COLORS.map((color) => {
            const selected = current.colorScheme === scheme && current.color === color;
            const label = t('display.themeSwatch', {
              mode: t(`display.${scheme}`),
              colour: t(`display.colours.${color}`),
            });
            return (
              <Tooltip key={color} label={label}>
                <ColorSwatch
                  component="button"
                  type="button"
                  size={30}
                  color={`var(--mantine-color-${mantineColorOf(color)}-${scheme === 'dark' ? 8 : 6})`}
                  aria-label={label}
                  aria-pressed={selected}
                  onClick={() => onPick(scheme, color)}
                  className={classes.swatch}
                >
                  {selected && <CheckIcon width={12} color="white" />}
                </ColorSwatch>
              </Tooltip>
            );
          })}
        </Group>
      ))}
    </Stack>
  );
}
