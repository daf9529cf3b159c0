import { Avatar, Badge } from '@mantine/core';
import type { Addon } from '@perkdesk/contracts';
import { IconPuzzle } from '@tabler/icons-react';
import { ListRow } from '../../../components/list-row/list-row';
import { useTranslation } from '../../../i18n/translation';
import { ClickableRow } from '../groups/clickable-row';
import { formatPrice } from '../groups/format-price';

interface AddonRowProps {
  addon: Addon;
  /** The names of its groups, in its order. */
  groupNames: string[];
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onToggle: (active: boolean) => void;
  onOpen: () => void;
  onDuplicate: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** An add-on in its list: one with no group cannot change status (spec 2 §4). */
export function AddonRow({ addon, groupNames, onToggle, onOpen, ...props }: AddonRowProps) {
  const { t } = useTranslation('catalogue');
  const orphan = addon.groups.length === 0;
  return (
    <ClickableRow onOpen={onOpen}>
      <ListRow
        name={addon.name}
        subtitle={[formatPrice(addon.price), addon.description].filter(Boolean).join(' · ')}
        media={
          <Avatar src={addon.images[0]} radius="md" size={48} alt="" color="gray">
            <IconPuzzle size={22} />
          </Avatar>
        }
        badges={
          orphan ? (
            <Badge size="sm" variant="light" color="red" tt="none">
              {t('addons.noGroups')}
            </Badge>
          ) : (
            groupNames.map((name, index) => (
              <Badge key={addon.groups[index]} size="sm" variant="light" color="gray" tt="none">
                {name}
              </Badge>
            ))
          )
        }
        lastUpdatedAt={addon.lastUpdatedAt}
        status={{
          active: addon.status === 'ACTIVE',
          onToggle,
          disabled: orphan,
          disabledReason: orphan ? t('messages.addonNoGroups') : undefined,
        }}
        {...props}
      />
    </ClickableRow>
  );
}
