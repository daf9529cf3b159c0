import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { Profile } from '@perkdesk/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translation';
import { notifySuccess } from '../../../lib/api-notify';
import { useUpdateProfile } from '../api/update-profile';
import { profileFormSchema, toProfileUpdate } from '../profile-form-schema';
import { translateProfileMessage } from '../profile-messages';

const today = () => new Date().toISOString().slice(0, 10);

export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: profile.name ?? '', dob: profile.dob ?? '' },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(toProfileUpdate(values), {
      onSuccess: (saved) => {
        form.reset({ name: saved.name ?? '', dob: saved.dob ?? '' });
        notifySuccess(t('form.saved'));
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('form.name')}
          autoComplete="name"
          error={translateProfileMessage(t, errors.name?.message)}
          {...form.register('name')}
        />
        {/* A native date field: @mantine/dates would add a calendar bundle for one input. */}
        <TextInput
          type="date"
          label={t('form.dob')}
          max={today()}
          autoComplete="bday"
          error={translateProfileMessage(t, errors.dob?.message)}
          {...form.register('dob')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!isDirty}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
