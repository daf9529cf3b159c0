import { Avatar, Badge } from '@mantine/core';
import type { Store } from '@perkdesk/contracts';
import { IconBuildingStore } from '@tabler/icons-react';
import { ListRow } from '../../../components/list-row/list-row';
import { useTranslation } from '../../../i18n/translation';
import { addressLine } from '../store-list-params';

interface StoreRowProps {
  store: Store;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onToggle: (active: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function StoreRow({ store, checked, onCheck, onToggle, onEdit, onDelete }: StoreRowProps) {
  const { t } = useTranslation('stores');
  return (
    <ListRow
      name={store.name}
      subtitle={addressLine(store)}
      media={
        <Avatar src={store.images[0]} radius="md" size={48} alt="" color="gray">
          <IconBuildingStore size={22} />
        </Avatar>
      }
      badges={store.serveOptions.map((type) => (
        <Badge key={type} size="xs" variant="light" color="gray">
          {t(`serveTypes.${type}`)}
        </Badge>
      ))}
      lastUpdatedAt={store.lastUpdatedAt}
      checked={checked}
      onCheck={onCheck}
      status={{ active: store.status === 'ACTIVE', onToggle }}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}
