import { ActionIcon, Tooltip } from '@mantine/core';
import { useFullscreen } from '@mantine/hooks';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translation';

/** Toggles the Fullscreen API on the whole document; hidden where the browser lacks it. */
export function FullscreenButton() {
  const { t } = useTranslation('shell');
  const { toggle, fullscreen } = useFullscreen();
  if (typeof document !== 'undefined' && !document.fullscreenEnabled) return null;
  const label = fullscreen ? t('topBar.fullscreenExit') : t('topBar.fullscreenEnter');
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" size="lg" onClick={() => void toggle()} aria-label={label}>
        {fullscreen ? <IconMinimize size={20} stroke={1.6} /> : <IconMaximize size={20} stroke={1.6} />}
      </ActionIcon>
    </Tooltip>
  );
}
