import { Chip, Group, Input } from '@mantine/core';
import { SERVE_TYPES, type ServeType } from '@perkdesk/contracts';
import { IconArmchair, IconMoped, IconPaperBag } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translation';
import { translateServerMessage } from '../../../lib/server-messages';
import type { DetailsForm } from './details-form-context';

const ICONS = { DINE_IN: IconArmchair, PICKUP: IconPaperBag, DELIVERY: IconMoped } as const;
// Spec 2 lists them dine-in, pick-up, delivery.
const ORDER: readonly ServeType[] = ['DINE_IN', 'PICKUP', 'DELIVERY'];

/** Serve options as chips; at least one is required for the first store. */
export function ServeOptionsField({ form }: { form: DetailsForm }) {
  const { t } = useTranslation('business-profile');
  return (
    <Controller
      control={form.control}
      name="serveOptions"
      render={({ field, fieldState }) => (
        // The section's heading names the field, so the wrapper only carries the error.
        <Input.Wrapper error={translateServerMessage(fieldState.error?.message)}>
          <Chip.Group multiple value={field.value} onChange={(value) => field.onChange(value as ServeType[])}>
            <Group gap="sm" role="group" aria-label={t('details.serve')}>
              {ORDER.filter((type) => SERVE_TYPES.includes(type)).map((type) => {
                const Glyph = ICONS[type];
                return (
                  <Chip key={type} value={type} size="md" variant="outline" icon={<Glyph size={16} />}>
                    {t(`details.serveOptions.${type}`)}
                  </Chip>
                );
              })}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
      )}
    />
  );
}
