import { Avatar, Badge, Tooltip } from '@mantine/core';
import type { Product } from '@perkdesk/contracts';
import { IconEyeOff, IconPaperBag } from '@tabler/icons-react';
import { ListRow } from '../../../../components/list-row/list-row';
import { useTranslation } from '../../../../i18n/translation';
import { formatPrice } from '../../groups/format-price';
import { isHidden } from '../product-schedule';

interface ProductRowProps {
  product: Product;
  /** Store names by id, for the row's store line. */
  storeNames: ReadonlyMap<string, string>;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onToggle: (active: boolean) => void;
  onSchedule: () => void;
  onShow: () => void;
  onDuplicate: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A product in the list (spec 2 §2 List rows): image, name, price per unit, stores and the icons. */
export function ProductRow({ product, storeNames, ...props }: ProductRowProps) {
  const { t, i18n } = useTranslation('products');
  const stores = product.stores.map((id) => storeNames.get(id)).filter(Boolean);
  const hidden = isHidden(product.hideUntil, new Date());
  return (
    <ListRow
      name={product.name}
      subtitle={[t('row.price', { price: formatPrice(product.price), unit: product.unit }), stores.join(', ')]
        .filter(Boolean)
        .join(' · ')}
      media={
        <Avatar
          src={product.images[0]}
          radius="md"
          w={72}
          h={48}
          alt=""
          color="gray"
          style={{ flexShrink: 0 }}
        >
          <IconPaperBag size={22} />
        </Avatar>
      }
      badges={
        <>
          {hidden && product.hideUntil && (
            <Tooltip
              label={t('row.hiddenUntil', {
                date: new Date(product.hideUntil).toLocaleString(i18n.language),
              })}
            >
              <Badge
                size="xs"
                variant="light"
                color="orange"
                tt="none"
                leftSection={<IconEyeOff size={10} />}
              >
                {t('row.hidden')}
              </Badge>
            </Tooltip>
          )}
          {product.availableTime.length > 0 && (
            <Badge size="xs" variant="light" color="blue" tt="none">
              {t('row.scheduled')}
            </Badge>
          )}
          {product.categories.map((category) => (
            <Badge key={category} size="xs" variant="light" color="gray" tt="none">
              {category}
            </Badge>
          ))}
        </>
      }
      lastUpdatedAt={product.lastUpdatedAt}
      checked={props.checked}
      onCheck={props.onCheck}
      status={{ active: product.status === 'ACTIVE', onToggle: props.onToggle }}
      onSchedule={props.onSchedule}
      onShow={props.onShow}
      onDuplicate={props.onDuplicate}
      onEdit={props.onEdit}
      onDelete={props.onDelete}
    />
  );
}
