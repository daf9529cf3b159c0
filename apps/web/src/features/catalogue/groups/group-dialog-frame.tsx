import { Alert, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DialogMode } from '../../../components/dialog-mode/use-dialog-mode';
import { ImageUploader } from '../../../components/image-uploader/image-uploader';
import { useTranslation } from '../../../i18n/translation';
import { CatalogueDialog } from './catalogue-dialog';
import { CharCount } from './char-count';
import { DESCRIPTION_MAX, NAME_MAX } from './form-fields';
import { ImageStrip } from './image-strip';
import { type MemberCandidate, MemberTable } from './member-table';
import type { GroupFormState } from './use-group-form';

interface GroupDialogFrameProps {
  state: GroupFormState;
  titles: Record<DialogMode, string>;
  onClose: () => void;
  images: { label: string; description?: string; max: number };
  members: {
    label: string;
    searchLabel: string;
    candidates: readonly MemberCandidate[];
    missing: readonly MemberCandidate[];
    loading: boolean;
    /** Instead of taking the table's choice as it is. */
    onChange?: (ids: string[]) => void;
  };
  /** The group's own fields, between the name and images and the members. */
  children?: ReactNode;
}

/**
 * A product or add-on group dialog (spec 2 §2 Dialogs): name, description and images, the
 * group's own fields, then its members as a table with search.
 */
export function GroupDialogFrame({
  state,
  titles,
  onClose,
  images,
  members,
  children,
}: GroupDialogFrameProps) {
  const { t } = useTranslation('catalogue');
  const { mode, named, message } = state;
  const readOnly = mode.readOnly;
  return (
    <CatalogueDialog
      opened
      onClose={onClose}
      title={titles[mode.mode]}
      mode={mode}
      onSubmit={mode.submit}
      saving={state.saving}
    >
      {state.group?.status === 'DELETED' && (
        <Alert color="red" variant="light">
          {t('dialog.deleted')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap="sm">
          <TextInput
            label={t('fields.name')}
            withAsterisk={!readOnly}
            readOnly={readOnly}
            variant={readOnly ? 'filled' : 'default'}
            maxLength={NAME_MAX}
            description={<CharCount value={named.name} max={NAME_MAX} />}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={message(named.nameError)}
            data-autofocus={readOnly ? undefined : true}
            {...named.nameField}
          />
          <Textarea
            label={t('fields.description')}
            readOnly={readOnly}
            variant={readOnly ? 'filled' : 'default'}
            maxLength={DESCRIPTION_MAX}
            autosize
            minRows={2}
            maxRows={5}
            description={<CharCount value={named.description} max={DESCRIPTION_MAX} />}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={message(named.descriptionError)}
            {...named.descriptionField}
          />
        </Stack>
        {readOnly ? (
          <ImageStrip label={images.label} images={state.images} />
        ) : (
          <ImageUploader
            label={images.label}
            description={images.description}
            value={state.images}
            onChange={state.setImages}
            max={images.max}
          />
        )}
      </SimpleGrid>
      {children}
      <MemberTable
        label={members.label}
        searchLabel={members.searchLabel}
        candidates={members.candidates}
        missing={members.missing}
        value={state.members}
        onChange={members.onChange ?? state.setMembers}
        readOnly={readOnly}
        loading={members.loading}
      />
    </CatalogueDialog>
  );
}
