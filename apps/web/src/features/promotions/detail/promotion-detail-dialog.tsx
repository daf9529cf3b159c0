import {
  Alert,
  Badge,
  Button,
  Group,
  Image,
  Modal,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import type { PromotionResponse } from '@perkdesk/contracts';
import { IconAlertTriangle, IconCopy, IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translation';
import { usePromotion } from '../api/get-promotion';
import { promotionFacts } from './promotion-facts';

interface PromotionDetailDialogProps {
  /** The promotion to show (`?p=<id>`); null closes the dialog. */
  promotionId: string | null;
  /** The promotion as the list holds it, shown while the server is asked. */
  listed?: PromotionResponse;
  storeNames: ReadonlyMap<string, string>;
  onClose: () => void;
  onEdit: (promotion: PromotionResponse) => void;
  onDuplicate: (promotion: PromotionResponse) => void;
}

/**
 * The read-only promotion detail (spec 2 §2 Dialogs). A deleted perk, or one using a deleted
 * product, says so and cannot be edited (spec 2 §4 Dependencies); it can still be duplicated, and
 * the copy leaves the deleted products out.
 */
export function PromotionDetailDialog(props: PromotionDetailDialogProps) {
  const { t, i18n } = useTranslation(['promotions', 'components']);
  const query = usePromotion(props.promotionId, props.listed);
  const promotion = query.data;
  const deleted = promotion?.status === 'DELETED';
  const invalid = promotion !== undefined && !promotion.isValid && !deleted;
  const editBlocked = deleted ? t('detail.deleted') : invalid ? t('row.editDisabled') : null;

  return (
    <Modal
      opened={props.promotionId !== null}
      onClose={props.onClose}
      title={promotion?.name ?? t('detail.title')}
      size="lg"
      centered
    >
      {query.isPending && <Skeleton h={240} />}
      {query.isError && !promotion && (
        <Alert color="red" variant="light" title={t('detail.loadFailed')}>
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => query.refetch()}>
            {t('retry', { ns: 'common' })}
          </Button>
        </Alert>
      )}
      {promotion && (
        <Stack gap="md">
          <Group gap="xs">
            <StatusBadge status={promotion.status} />
          </Group>
          {deleted && (
            <Alert color="red" variant="light" icon={<IconTrash size={18} />}>
              {t('detail.deleted')}
            </Alert>
          )}
          {invalid && (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
              {t('detail.invalid')}
            </Alert>
          )}
          {promotion.images.length > 0 && (
            <Group gap="xs">
              {promotion.images.map((src) => (
                <Image key={src} src={src} alt="" w={120} h={80} radius="md" fit="cover" />
              ))}
            </Group>
          )}
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              {promotionFacts(promotion, { t, language: i18n.language, storeNames: props.storeNames }).map(
                (fact) => (
                  <Table.Tr key={fact.key} data-fact={fact.key}>
                    <Table.Th w="38%">{fact.label}</Table.Th>
                    <Table.Td>
                      {/* One line each (item groups), each isolated for right-to-left pages. */}
                      {fact.value.split('\n').map((line) => (
                        <div key={line}>
                          <bdi>{line}</bdi>
                        </div>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                ),
              )}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed">
            {t('detail.lastUpdated', {
              date: new Date(promotion.lastUpdatedAt).toLocaleString(i18n.language),
            })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onClose}>
              {t('detail.close')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconCopy size={16} />}
              onClick={() => props.onDuplicate(promotion)}
            >
              {t('detail.duplicate')}
            </Button>
            <Tooltip label={editBlocked} disabled={!editBlocked}>
              {/* A disabled button gets no pointer events; the span keeps the tooltip working. */}
              <span>
                <Button
                  leftSection={<IconEdit size={16} />}
                  disabled={editBlocked !== null}
                  onClick={() => props.onEdit(promotion)}
                >
                  {t('detail.edit')}
                </Button>
              </span>
            </Tooltip>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function StatusBadge({ status }: { status: PromotionResponse['status'] }) {
  const { t } = useTranslation('components');
  const color = status === 'ACTIVE' ? 'green' : status === 'DELETED' ? 'red' : 'gray';
  return (
    <Badge color={color} variant="light">
      {t(`list.statuses.${status}`)}
    </Badge>
  );
}
