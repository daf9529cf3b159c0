import { Anchor, Avatar, Badge } from '@mantine/core';
import type { PromotionResponse } from '@perkdesk/contracts';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListRow } from '../../../components/list-row/list-row';
import { useTranslation } from '../../../i18n/translation';
import { perkKindOf } from '../perk-kinds';
import { availabilityLine, kindLabel } from '../promotion-format';
import { DEAL_ICON, PERK_ICONS } from '../wizard/perk-icons';

interface PromotionRowProps {
  promotion: PromotionResponse;
  /** Store names by id, for the row's store line. */
  storeNames: ReadonlyMap<string, string>;
  /** The list's URL with `?p=<id>` added: where the row's name links (spec 2 §2). */
  detailHref: string;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onToggle: (active: boolean) => void;
  onShow: () => void;
  /** Absent when the perk cannot be edited (it uses a deleted product) or duplicated. */
  onEdit?: () => void;
  onDuplicate?: () => void;
  onDelete: () => void;
}

/**
 * A perk in Your perks (spec 2 §2 List rows): its kind, stores and dates, a coupon when hidden,
 * the warning of a perk using a deleted product, the status toggle (disabled while not valid)
 * and the show, duplicate, edit and delete icons.
 */
export function PromotionRow({ promotion, storeNames, detailHref, ...props }: PromotionRowProps) {
  const { t, i18n } = useTranslation(['promotions', 'components']);
  const dates = availabilityLine(t, promotion, i18n.language);
  const kind = perkKindOf(promotion);
  const Icon = kind ? PERK_ICONS[kind] : DEAL_ICON;
  const named = promotion.stores.map((id) => storeNames.get(id)).filter(Boolean);
  // Names while the stores are known; a count until they arrive.
  const stores =
    named.length === promotion.stores.length
      ? named.join(', ')
      : t('row.stores', { count: promotion.stores.length });
  return (
    <ListRow
      name={promotion.name}
      title={
        <Anchor component={Link} to={detailHref} c="inherit" inherit>
          {promotion.name}
        </Anchor>
      }
      subtitle={[stores, dates].filter(Boolean).join(' · ')}
      media={
        <Avatar
          src={promotion.images[0]}
          radius="md"
          w={72}
          h={48}
          alt=""
          color="orange"
          style={{ flexShrink: 0 }}
        >
          <Icon size={22} />
        </Avatar>
      }
      badges={
        <>
          <Badge size="xs" variant="light" color="blue" tt="none">
            <bdi>{kindLabel(t, promotion)}</bdi>
          </Badge>
          {!promotion.isPublicAvailable && promotion.couponCode && (
            <Badge size="xs" variant="light" color="grape" tt="none" leftSection={<IconLock size={10} />}>
              <bdi>{t('row.hidden', { code: promotion.couponCode })}</bdi>
            </Badge>
          )}
          {!promotion.isValid && (
            <Badge
              size="xs"
              variant="light"
              color="red"
              tt="none"
              leftSection={<IconAlertTriangle size={10} />}
            >
              {t('row.invalid')}
            </Badge>
          )}
        </>
      }
      lastUpdatedAt={promotion.lastUpdatedAt}
      checked={props.checked}
      onCheck={props.onCheck}
      status={{
        active: promotion.status === 'ACTIVE',
        onToggle: props.onToggle,
        // The server refuses to activate it (PROMOTION_INVALID), and a deleted product already
        // made it inactive (contract §5 Deleting a product).
        disabled: !promotion.isValid,
        disabledReason: promotion.isValid ? undefined : t('row.invalidToggle'),
      }}
      onShow={props.onShow}
      onDuplicate={props.onDuplicate}
      onEdit={props.onEdit}
      onDelete={props.onDelete}
    />
  );
}
