import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translation';

/** The recipient filter, applied on submit so every keystroke does not hit the server. */
export function OutboxFilter({ to, onChange }: { to: string; onChange: (to: string) => void }) {
  const { t } = useTranslation('mailbox');
  const [draft, setDraft] = useState(to);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onChange(draft.trim());
      }}
    >
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={t('filter.label')}
          placeholder={t('filter.placeholder')}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          style={{ flex: '1 1 16rem' }}
        />
        <Button type="submit" variant="light">
          {t('filter.apply')}
        </Button>
        {to ? (
          <Button
            variant="subtle"
            onClick={() => {
              setDraft('');
              onChange('');
            }}
          >
            {t('filter.clear')}
          </Button>
        ) : null}
      </Group>
    </form>
  );
}
