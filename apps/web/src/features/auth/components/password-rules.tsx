import { List, Text, ThemeIcon } from '@mantine/core';
import { checkPassword, type PasswordRuleFailure } from '@perkdesk/domain';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translation';

const RULES: PasswordRuleFailure['rule'][] = ['length', 'classes', 'sequence'];

/**
 * The live checklist under a new password, driven by the same policy the server applies, so the
 * merchant sees every rule before submitting (a form error shows only the first).
 */
export function PasswordRules({ password, confirmation }: { password: string; confirmation: string }) {
  const { t } = useTranslation('auth');
  const failed = new Set(checkPassword(password).map((failure) => failure.rule));
  const rows: { key: PasswordRuleFailure['rule'] | 'match'; ok: boolean }[] = [
    ...RULES.map((rule) => ({ key: rule, ok: password !== '' && !failed.has(rule) })),
    { key: 'match', ok: confirmation !== '' && confirmation === password },
  ];

  return (
    <List spacing={4} size="sm" center aria-label={t('passwordRules.label')}>
      {rows.map(({ key, ok }) => (
        <List.Item
          key={key}
          icon={
            <ThemeIcon color={ok ? 'teal' : 'gray'} size={18} radius="xl" variant={ok ? 'filled' : 'light'}>
              {ok ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}
            </ThemeIcon>
          }
        >
          <Text size="sm" c={ok ? undefined : 'dimmed'} data-ok={ok}>
            {t(`passwordRules.${key}`)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
