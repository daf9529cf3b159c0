import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/routes';
import { useTranslation } from '../../i18n/translation';
import { ErrorView } from './error-view';

// Long enough to read that the page does not exist, short enough not to strand the user.
const REDIRECT_DELAY_MS = 2000;

/** Any unknown path: the error view, then the dashboards (spec 1 §2 Route table). */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => navigate(paths.dashboards.root, { replace: true }),
      REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return <ErrorView code={404} message={t('error.notFound')} note={t('error.redirecting')} />;
}
