import { Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/routes';
import { useTranslation } from '../../../i18n/translation';
import { usePaymentConnected } from '../api/payment-account';
import classes from './top-bar.module.css';

/** Red banner while the card payment provider is not connected (spec 1 §2 Top bar, §8). */
export function PaymentBanner() {
  const { t } = useTranslation('shell');
  const connected = usePaymentConnected();
  // Unknown (not yet checked, or no merchant id) shows nothing rather than a false alarm.
  if (connected !== false) return null;
  return (
    <Group role="alert" className={classes.banner} gap="xs" justify="center" wrap="wrap">
      <IconAlertTriangle size={16} stroke={1.8} />
      <Text span size="sm">
        {t('payment.banner')}
      </Text>
      <Link to={paths.setup.payment} className={classes.bannerLink}>
        {t('payment.action')}
      </Link>
    </Group>
  );
}
