import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';

/** Where a merchant with no figures yet goes next: the stores (open, with a menu) and the perks. */
export function EmptyActions() {
  const { t } = useTranslation('dashboards');
  return (
    <>
      <Button component={Link} to={paths.setup.businessLocation} size="xs" variant="light">
        {t('empty.openStores')}
      </Button>
      <Button component={Link} to={paths.promotions.newPerk} size="xs" variant="default">
        {t('empty.createPerk')}
      </Button>
    </>
  );
}
