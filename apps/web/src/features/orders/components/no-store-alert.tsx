import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';

/** Spec 1 §5, §8: orders need at least one store. */
export function NoStoreAlert() {
  const { t } = useTranslation('orders');
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title={t('store.noneTitle')} role="alert">
      {t('store.noneBody')}
      <Button
        component={Link}
        to={paths.setup.businessLocation}
        variant="light"
        color="yellow"
        size="xs"
        mt="sm"
      >
        {t('store.noneAction')}
      </Button>
    </Alert>
  );
}
