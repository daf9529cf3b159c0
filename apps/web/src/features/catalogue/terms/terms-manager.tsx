import { ActionIcon, Button, Group, Modal, ScrollArea, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import type { CatalogueTerm, CatalogueTermKind } from '@perkdesk/contracts';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useNestedDialog } from '../../../components/dialog-stack/dialog-stack';
import { useTranslation } from '../../../i18n/translation';
import { useDeleteTerm } from './api/delete-term';
import { useTerms } from './api/list-terms';
import { TermDialog } from './term-dialog';

interface TermsManagerProps {
  kind: CatalogueTermKind;
  opened: boolean;
  onClose: () => void;
}

/** The merchant's categories, units or attributes: add, rename and delete (spec 2 §2 Dialogs). */
export function TermsManager({ kind, opened, onClose }: TermsManagerProps) {
  const { t } = useTranslation('products');
  const terms = useTerms(kind);
  const remove = useDeleteTerm(kind);
  // null: closed; 'new': adding; a term: renaming it.
  const [editing, setEditing] = useState<CatalogueTerm | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<CatalogueTerm | null>(null);
  // The manager, its term dialog and its delete question take turns, so it counts as one dialog.
  useNestedDialog(opened);

  return (
    <>
      <Modal
        opened={opened && editing === null && toDelete === null}
        onClose={onClose}
        title={t(`terms.${kind}.manageTitle`)}
        centered
      >
        <Stack gap="sm">
          <ScrollArea.Autosize mah={360} type="auto">
            <Stack gap={0}>
              {terms.isPending && <Skeleton h={80} />}
              {terms.data?.length === 0 && (
                <Text size="sm" c="dimmed" py="sm">
                  {t(`terms.${kind}.empty`)}
                </Text>
              )}
              {terms.data?.map((term) => (
                <Group key={term.id} justify="space-between" wrap="nowrap" py={6} gap="sm">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate>
                      <bdi>{term.name}</bdi>
                    </Text>
                    {term.description && (
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        <bdi>{term.description}</bdi>
                      </Text>
                    )}
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('terms.edit')}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('terms.editNamed', { name: term.name })}
                        onClick={() => setEditing(term)}
                      >
                        <IconEdit size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('terms.delete')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('terms.deleteNamed', { name: term.name })}
                        onClick={() => setToDelete(term)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <Group justify="space-between">
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              {t(`terms.${kind}.addTitle`)}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('terms.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <TermDialog
        kind={kind}
        opened={opened && editing !== null}
        term={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        opened={opened && toDelete !== null}
        title={t(`terms.${kind}.deleteTitle`)}
        message={t(`terms.${kind}.deleteMessage`, { name: toDelete?.name ?? '' })}
        confirmLabel={t('terms.delete')}
        danger
        loading={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) })}
      />
    </>
  );
}
