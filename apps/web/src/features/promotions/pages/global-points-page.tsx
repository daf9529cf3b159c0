import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { MERCHANT_REDEEM_BLOCK, type MerchantPoints } from '@perkdesk/contracts';
import { useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useTranslation } from '../../../i18n/translation';
import { notifySuccess } from '../../../lib/api-notify';
import { formatMoney, formatPoints } from '../../../lib/display-format';
import { useMerchantPoints, useRedeemMerchantPoints } from '../api/merchant-points';
import { PointsHistory } from '../global-points/points-history';
import { maxRedeemable, payoutOf, redeemProblem } from '../global-points/redeem-amount';

/** /app/setup/global-points (spec 2 §2 Global Points): the balance, the Redeem form and the history. */
export function GlobalPointsPage() {
  const { t } = useTranslation('promotions');
  const points = useMerchantPoints();
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('points.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('points.subtitle')}
        </Text>
      </div>
      {points.isPending && <Skeleton h={120} />}
      {points.isError && (
        <Alert color="red" variant="light" title={t('points.loadFailed')}>
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => points.refetch()}>
            {t('retry', { ns: 'common' })}
          </Button>
        </Alert>
      )}
      {points.data && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Figure label={t('points.redeemable')} value={formatPoints(points.data.redeemablePoints)} />
            <Figure label={t('points.redeemed')} value={formatPoints(points.data.redeemedPoints)} />
            <Figure
              label={t('points.amountUpTo')}
              value={formatMoney(points.data.redeemableAmount)}
              hint={t('points.amountHint')}
            />
          </SimpleGrid>
          <RedeemForm balance={points.data} />
        </>
      )}
      <PointsHistory />
    </Stack>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} aria-label={label}>
        <bdi>{value}</bdi>
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** Points in multiples of 10,000, checked as typed, confirmed before the call. */
function RedeemForm({ balance }: { balance: MerchantPoints }) {
  const { t } = useTranslation('promotions');
  const redeem = useRedeemMerchantPoints();
  const fieldId = useId();
  const most = maxRedeemable(balance);
  const [amount, setAmount] = useState<number | null>(most || null);
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // After a redemption the balance drops: the field offers the new most.
  useEffect(() => setAmount(most || null), [most]);

  const problem = redeemProblem(amount, balance);
  const shownProblem = most === 0 ? null : touched ? problem : null;
  const submit = () => {
    setTouched(true);
    if (problem === null) setConfirming(true);
  };
  const confirm = () =>
    redeem.mutate(amount ?? 0, {
      onSuccess: () => {
        notifySuccess(t('points.success'));
        setConfirming(false);
        setTouched(false);
      },
      onError: () => setConfirming(false),
    });

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={4}>{t('points.redeemTitle')}</Title>
        {most === 0 && (
          <Text size="sm" c="dimmed">
            {t('points.nothingToRedeem')}
          </Text>
        )}
        <div>
          <Text component="label" htmlFor={fieldId} size="sm" fw={500}>
            {t('points.redeemLabel')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('points.redeemHint')}
          </Text>
        </div>
        {/* Label and hint above, so the button lines up with the field whatever the error below it. */}
        <Group align="flex-start" gap="sm" wrap="wrap">
          <NumberInput
            id={fieldId}
            aria-label={t('points.redeemLabel')}
            w={240}
            min={0}
            step={MERCHANT_REDEEM_BLOCK}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            value={amount ?? ''}
            disabled={most === 0}
            error={shownProblem ? t(`points.${shownProblem}`) : undefined}
            onChange={(value) => {
              setTouched(true);
              setAmount(typeof value === 'number' ? value : null);
            }}
            onKeyDown={(event) => event.key === 'Enter' && submit()}
          />
          <Button disabled={most === 0} loading={redeem.isPending} onClick={submit}>
            {t('points.redeem')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('points.confirmTitle')}
        message={t('points.confirmMessage', {
          points: formatPoints(amount ?? 0),
          amount: formatMoney(payoutOf(amount ?? 0, balance)),
        })}
        confirmLabel={t('points.confirm')}
        loading={redeem.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
