import { Avatar, Badge, Tooltip } from '@mantine/core';
import type { AddonGroup } from '@perkdesk/contracts';
import { IconStack2 } from '@tabler/icons-react';
import { ListRow } from '../../../components/list-row/list-row';
import { useTranslation } from '../../../i18n/translation';
import { ClickableRow } from '../groups/clickable-row';
import { limitsSummary } from './limits-summary';

interface AddonGroupRowProps {
  group: AddonGroup;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onToggle: (active: boolean) => void;
  onShow: () => void;
  onDuplicate: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** An add-on group in its list: an empty group is shown as invalid and cannot change status (spec 2 §4). */
export function AddonGroupRow({ group, onToggle, onShow, ...props }: AddonGroupRowProps) {
  const { t } = useTranslation('catalogue');
  const empty = group.products.length === 0;
  return (
    <ClickableRow onOpen={onShow}>
      <ListRow
        name={group.name}
        subtitle={limitsSummary(t, group)}
        media={
          <Avatar src={group.images[0]} radius="md" size={48} alt="" color="gray">
            <IconStack2 size={22} />
          </Avatar>
        }
        badges={
          <>
            <Badge size="sm" variant="light" color="gray" tt="none">
              {t('addonGroups.count', { count: group.products.length })}
            </Badge>
            {empty && (
              <Tooltip label={t('messages.addonGroupEmpty')}>
                <Badge size="sm" variant="filled" color="red" tt="none">
                  {t('addonGroups.invalid')}
                </Badge>
              </Tooltip>
            )}
          </>
        }
        lastUpdatedAt={group.lastUpdatedAt}
        status={{
          active: group.status === 'ACTIVE',
          onToggle,
          disabled: empty,
          disabledReason: empty ? t('messages.addonGroupEmpty') : undefined,
        }}
        onShow={onShow}
        {...props}
      />
    </ClickableRow>
  );
}
