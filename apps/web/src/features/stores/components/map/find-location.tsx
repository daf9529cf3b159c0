import { Button, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { GeocodeResult } from '@perkdesk/contracts';
import { IconMapSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/translation';
import { geocode } from '../../api/geocode';
import type { LngLat } from './map-defaults';

interface FindLocationProps {
  /** The address as one line, offered as the search text. */
  address: string;
  onFound: (value: LngLat) => void;
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'notConfigured' }
  | { kind: 'none' }
  | { kind: 'many'; results: GeocodeResult[] };

/** "Find location": the address through /api/geocode; without a geocoder, the pin stays manual. */
export function FindLocation({ address, onFound }: FindLocationProps) {
  const { t } = useTranslation('stores');
  const [text, setText] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const query = (text ?? address).trim();

  const search = async () => {
    if (!query) return;
    setBusy(true);
    try {
      const answer = await geocode(query);
      const [first] = answer.results;
      if (!answer.configured) setOutcome({ kind: 'notConfigured' });
      else if (!first) setOutcome({ kind: 'none' });
      else if (answer.results.length === 1) {
        setOutcome({ kind: 'idle' });
        onFound([first.lng, first.lat]);
      } else setOutcome({ kind: 'many', results: answer.results });
    } catch {
      setOutcome({ kind: 'idle' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          style={{ flex: 1 }}
          label={t('location.search')}
          value={text ?? address}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void search();
            }
          }}
        />
        <Button
          variant="default"
          leftSection={<IconMapSearch size={16} />}
          loading={busy}
          disabled={!query}
          onClick={search}
        >
          {t('location.find')}
        </Button>
      </Group>
      {outcome.kind === 'notConfigured' && (
        <Text size="sm" c="orange">
          {t('location.geocoderOff')}
        </Text>
      )}
      {outcome.kind === 'none' && (
        <Text size="sm" c="dimmed">
          {t('location.notFound')}
        </Text>
      )}
      {outcome.kind === 'many' &&
        outcome.results.map((result) => (
          <UnstyledButton
            key={`${result.lat},${result.lng}`}
            onClick={() => {
              setOutcome({ kind: 'idle' });
              onFound([result.lng, result.lat]);
            }}
          >
            <Text size="sm" c="blue">
              {result.label}
            </Text>
          </UnstyledButton>
        ))}
    </Stack>
  );
}
