import { Avatar, Badge } from '@mantine/core';
import type { ProductGroup } from '@perkdesk/contracts';
import { IconCategory } from '@tabler/icons-react';
import { ListRow } from '../../../components/list-row/list-row';
import { useTranslation } from '../../../i18n/translation';
import { ClickableRow } from '../groups/clickable-row';

interface ProductGroupRowProps {
  group: ProductGroup;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onToggle: (active: boolean) => void;
  onSchedule: () => void;
  onShow: () => void;
  onDuplicate: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** What a product group's schedule is, for its row: hidden for now, or limited hours. */
function scheduleBadges(group: ProductGroup, now: Date): ('hidden' | 'limitedHours')[] {
  if (!group.isSyncedInGroup) return [];
  const badges: ('hidden' | 'limitedHours')[] = [];
  if (group.hideUntil && new Date(group.hideUntil).getTime() > now.getTime()) badges.push('hidden');
  if (group.availableTime.length > 0) badges.push('limitedHours');
  return badges;
}

/** The picture of a group, or its placeholder. */
export function ProductGroupAvatar({ group, size = 48 }: { group: ProductGroup; size?: number }) {
  return (
    <Avatar src={group.image ?? undefined} radius="md" size={size} alt="" color="gray">
      <IconCategory size={Math.round(size / 2.2)} />
    </Avatar>
  );
}

/**
 * A product group in its list: a group with no products cannot change status (spec 2 §4,
 * "The group has no products.").
 */
export function ProductGroupRow({ group, onToggle, onShow, ...props }: ProductGroupRowProps) {
  const { t } = useTranslation('catalogue');
  const empty = group.products.length === 0;
  return (
    <ClickableRow onOpen={onShow}>
      <ListRow
        name={group.name}
        subtitle={group.description}
        media={<ProductGroupAvatar group={group} />}
        badges={
          <>
            <Badge size="sm" variant="light" color={empty ? 'red' : 'gray'} tt="none">
              {t('productGroups.count', { count: group.products.length })}
            </Badge>
            {scheduleBadges(group, new Date()).map((badge) => (
              <Badge key={badge} size="sm" variant="light" color="blue" tt="none">
                {t(`productGroups.${badge}`)}
              </Badge>
            ))}
          </>
        }
        lastUpdatedAt={group.lastUpdatedAt}
        status={{
          active: group.status === 'ACTIVE',
          onToggle,
          disabled: empty,
          disabledReason: empty ? t('messages.productGroupEmpty') : undefined,
        }}
        onShow={onShow}
        {...props}
      />
    </ClickableRow>
  );
}
