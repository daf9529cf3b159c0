import type { Product, StoreDetail } from '@perkdesk/contracts';
import { memo, useEffect, useMemo, useState } from 'react';
import { t } from '../../../lib/i18n';
import { Money } from '../../../lib/Money';
import { perkBadge, perksForProduct } from '../perks';

interface MenuGroup {
  id: string;
  name: string;
  description: string | null;
  products: Product[];
}

/** Groups by rank (the detail's order); products in no group follow under "More". */
export function menuGroups(detail: StoreDetail): MenuGroup[] {
  const byId = new Map(detail.products.map((p) => [p.id, p]));
  const grouped = new Set<string>();
  const groups: MenuGroup[] = detail.productGroups.map((group) => ({
    id: group.id,
    name: group.name,
    description: group.description,
    products: group.products.flatMap((id) => {
      const product = byId.get(id);
      if (product) grouped.add(id);
      return product ? [product] : [];
    }),
  }));
  const others = detail.products.filter((p) => !grouped.has(p.id));
  if (others.length > 0)
    groups.push({ id: 'more', name: t('store.more'), description: null, products: others });
  return groups.filter((g) => g.products.length > 0);
}

function ProductCard({
  product,
  badges,
  onOpen,
}: {
  product: Product;
  badges: string[];
  onOpen: (id: string) => void;
}) {
  const image = product.images[0];
  return (
    <button type="button" className="product-card" onClick={() => onOpen(product.id)} aria-haspopup="dialog">
      <span className="product-card-body">
        <strong dir="auto">{product.name}</strong>
        {product.description && (
          <span className="muted" dir="auto">
            {product.description}
          </span>
        )}
        <span className="row">
          <Money className="price" value={product.price} />
          {badges.map((badge) => (
            <span key={badge} className="badge badge-deal">
              {badge}
            </span>
          ))}
        </span>
      </span>
      {image && <img src={image} alt="" width={88} height={88} loading="lazy" decoding="async" />}
    </button>
  );
}

/** Sticky group tabs that follow the scroll; only they re-render as the customer scrolls. */
function GroupTabs({ groups }: { groups: MenuGroup[] }) {
  const [current, setCurrent] = useState(groups[0]?.id);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries
          .filter((e) => e.isIntersecting)
          .sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        const id = visible[0]?.target.id.replace(/^group-/, '');
        if (id) setCurrent(id);
      },
      { rootMargin: '-120px 0px -60% 0px' },
    );
    for (const group of groups) {
      const element = document.getElementById(`group-${group.id}`);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [groups]);
  return (
    <nav className="group-tabs" aria-label={t('store.menuGroups')}>
      {groups.map((group) => (
        <a
          key={group.id}
          href={`#group-${group.id}`}
          aria-current={current === group.id ? 'true' : undefined}
        >
          {group.name}
        </a>
      ))}
    </nav>
  );
}

/** The menu: group tabs, then each group's product cards with their deal badges. */
export const MenuSection = memo(function MenuSection({
  detail,
  onOpen,
}: {
  detail: StoreDetail;
  onOpen: (id: string) => void;
}) {
  const groups = useMemo(() => menuGroups(detail), [detail]);
  if (groups.length === 0) {
    return <p className="muted">{t('store.emptyMenu')}</p>;
  }
  return (
    <section>
      <h2 className="visually-hidden">{t('store.menu')}</h2>
      <GroupTabs groups={groups} />
      {groups.map((group) => (
        <section key={group.id} id={`group-${group.id}`} className="menu-group">
          <h3>{group.name}</h3>
          {group.description && <p className="muted">{group.description}</p>}
          <div className="product-grid">
            {group.products.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                badges={[
                  ...new Set(
                    perksForProduct(product.id, detail.promotions).map((p) => perkBadge(p, product.id)),
                  ),
                ]}
                onOpen={onOpen}
              />
            ))}
          </div>
        </section>
      ))}
    </section>
  );
});
