import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../../i18n/translation';
import { useClientConfig } from '../../api/get-client-config';
import { CoordinateInput } from './coordinate-input';
import { DEFAULT_COORDINATES, type LngLat } from './map-defaults';

// Leaflet and its styles load with the location tab only.
const LeafletMap = lazy(async () => ({ default: (await import('./leaflet-map')).LeafletMap }));

interface MapPickerProps {
  value: LngLat | null;
  onChange: (value: LngLat) => void;
  error?: string;
}

/**
 * The store's pin. Tiles come from /api/client-config; without them the map is a bare canvas
 * that still takes a click, and the coordinates can always be typed.
 */
export function MapPicker({ value, onChange, error }: MapPickerProps) {
  const { t } = useTranslation('stores');
  const config = useClientConfig();
  const [lng, lat] = value ?? DEFAULT_COORDINATES;
  return (
    <Stack gap="xs">
      {config.data ? (
        <Suspense fallback={<Skeleton h={340} />}>
          <LeafletMap
            value={value}
            onChange={onChange}
            tileUrl={config.data.mapTileUrl}
            attribution={config.data.mapAttribution}
            label={t('location.map')}
          />
        </Suspense>
      ) : (
        <Skeleton h={340} />
      )}
      {config.data && !config.data.mapTileUrl && (
        <Group gap={6} wrap="nowrap">
          <IconInfoCircle size={16} style={{ flexShrink: 0 }} />
          <Text size="sm" c="dimmed">
            {t('location.noTiles')}
          </Text>
        </Group>
      )}
      <Group gap="sm" grow>
        <CoordinateInput
          label={t('location.latitude')}
          value={value ? lat : null}
          limit={90}
          onChange={(v) => onChange([lng, v])}
        />
        <CoordinateInput
          label={t('location.longitude')}
          value={value ? lng : null}
          limit={180}
          onChange={(v) => onChange([v, lat])}
        />
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
