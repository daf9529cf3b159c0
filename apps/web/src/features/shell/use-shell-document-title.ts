import { useDocumentTitle } from '@mantine/hooks';
import { useMatches } from 'react-router';
import { useTranslation } from '../../i18n/translation';
import { titleKeyOf } from './route-handle';

/** The browser tab names the current screen, so many open tabs stay tellable apart. */
export function useShellDocumentTitle() {
  const { t } = useTranslation('shell');
  const titleKey = titleKeyOf(useMatches());
  useDocumentTitle(titleKey ? `${t(`segments.${titleKey}`)} · Perkdesk` : 'Perkdesk');
}
