import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { CATALOGUE_TERM_NAME_MAX, type CatalogueTerm, type CatalogueTermKind } from '@perkdesk/contracts';
import { type FormEvent, useState } from 'react';
import { useNestedDialog } from '../../../components/dialog-stack/dialog-stack';
import { useTranslation } from '../../../i18n/translation';
import { notifyApiError } from '../../../lib/api-error-notifier';
import { CharCount } from '../groups/char-count';
import { useTerms } from './api/list-terms';
import { useSaveTerm } from './api/save-term';
import { checkTermName, type TermNameProblem, termProblemOfError } from './term-name';

const DESCRIPTION_MAX = 255;

export interface TermDialogProps {
  kind: CatalogueTermKind;
  opened: boolean;
  onClose: () => void;
  /** The term to rename; none adds one. */
  term?: CatalogueTerm | null;
  /** A name to start from (a unit typed in the product dialog). */
  initialName?: string;
  onSaved?: (term: CatalogueTerm) => void;
}

/**
 * The category, unit and attribute dialog (spec 2 §2 Dialogs, the name/description dialog): the
 * name is trimmed and checked against the loaded list before it is sent; the server's answer
 * (NAME_TAKEN, an empty name) shows under the field too.
 */
export function TermDialog(props: TermDialogProps) {
  const { t } = useTranslation('products');
  useNestedDialog(props.opened);
  const title = props.term ? t(`terms.${props.kind}.editTitle`) : t(`terms.${props.kind}.addTitle`);
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={title} centered>
      {props.opened && <TermForm {...props} />}
    </Modal>
  );
}

function TermForm({ kind, term, initialName, onClose, onSaved }: TermDialogProps) {
  const { t } = useTranslation('products');
  const terms = useTerms(kind);
  const save = useSaveTerm(kind);
  const [name, setName] = useState(term?.name ?? initialName ?? '');
  const [description, setDescription] = useState(term?.description ?? '');
  const [tried, setTried] = useState(false);
  const [serverProblem, setServerProblem] = useState<TermNameProblem | null>(null);
  const problem = checkTermName(name, terms.data ?? [], term?.id ?? null) ?? serverProblem;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled out of the product form, but React still bubbles its submit there.
    event.stopPropagation();
    setTried(true);
    if (checkTermName(name, terms.data ?? [], term?.id ?? null)) return;
    try {
      const saved = await save.mutateAsync({
        id: term?.id ?? null,
        input: { name: name.trim(), description: description.trim() || null },
      });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      const found = termProblemOfError(error);
      if (found) setServerProblem(found);
      else notifyApiError(error);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t(`terms.${kind}.name`)}
          withAsterisk
          data-autofocus
          dir="auto"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setServerProblem(null);
          }}
          error={tried && problem ? t(`terms.problems.${kind}.${problem}`) : undefined}
          description={<CharCount value={name.trim()} max={CATALOGUE_TERM_NAME_MAX} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Textarea
          label={t('terms.description')}
          autosize
          minRows={2}
          maxLength={DESCRIPTION_MAX}
          dir="auto"
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          description={<CharCount value={description} max={DESCRIPTION_MAX} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('terms.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={tried && problem !== null}>
            {term ? t('terms.save') : t('terms.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
