import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/translation';

interface TimeZoneFieldProps {
  value: string;
  onChange: (zone: string) => void;
  error?: string;
}

/** The store's IANA zone: filled from the pin, editable from the browser's list of zones. */
export function TimeZoneField({ value, onChange, error }: TimeZoneFieldProps) {
  const { t } = useTranslation('stores');
  const zones = useMemo(() => {
    const known = Intl.supportedValuesOf('timeZone');
    return value && !known.includes(value) ? [value, ...known] : known;
  }, [value]);
  return (
    <Select
      label={t('location.timeZone')}
      description={t('location.timeZoneHint')}
      placeholder={t('location.timeZonePlaceholder')}
      data={zones}
      value={value || null}
      onChange={(zone) => onChange(zone ?? '')}
      searchable
      clearable
      limit={50}
      error={error}
    />
  );
}
