import type { AddonGroup, Product, StoreDetail } from '@perkdesk/contracts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { moneyCents } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Money } from '../../../lib/Money';
import { navigate } from '../../../lib/router';
import { getSession } from '../../../lib/session';
import { addToCart } from '../../cart/cart-port';
import {
  type AddonSelection,
  addonProblems,
  choose,
  groupTotal,
  isSingleChoice,
  lineCents,
  maxFor,
  toCartAddons,
} from '../addon-rules';
import { perkBadge, perksForProduct } from '../perks';

function groupHint(group: AddonGroup): string {
  if (isSingleChoice(group)) return t('sheet.chooseOne');
  if (group.forcedMin > 0 && group.forcedMax > 0)
    return t('sheet.chooseRange', { min: group.forcedMin, max: group.forcedMax });
  if (group.forcedMin > 0) return t('sheet.chooseMin', { min: group.forcedMin });
  if (group.forcedMax > 0) return t('sheet.chooseMax', { max: group.forcedMax });
  return t('sheet.optional');
}

/** The product sheet: add-on groups with their rules, quantity, instruction, "Add to cart". */
export default function ProductSheet({
  detail,
  product,
  returnTo,
  onClose,
  onAdded,
}: {
  detail: StoreDetail;
  product: Product;
  returnTo: string;
  onClose: () => void;
  onAdded: () => void;
}) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const addons = useMemo(() => new Map(detail.addons.map((a) => [a.id, a])), [detail]);
  const groups = useMemo(
    () =>
      product.addonGroups.flatMap((id) => {
        const group = detail.addonGroups.find((g) => g.id === id);
        return group ? [{ ...group, products: group.products.filter((a) => addons.has(a)) }] : [];
      }),
    [product, detail, addons],
  );
  const [selection, setSelection] = useState<AddonSelection>({});
  const [quantity, setQuantity] = useState(1);
  const [instruction, setInstruction] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string[]>([]);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
      previous?.focus?.();
    };
  }, [onClose]);

  const name = (id: string) => addons.get(id)?.name ?? id;
  const problems = addonProblems(groups, selection, name);
  const total = lineCents(product.price, selection, (id) => addons.get(id)?.price ?? 0, quantity);
  const badges = [
    ...new Set(perksForProduct(product.id, detail.promotions).map((p) => perkBadge(p, product.id))),
  ];

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    setServerError([]);
    if (problems.length > 0) return;
    if (!getSession()) {
      navigate(`/account/sign-in?next=${encodeURIComponent(returnTo)}`);
      return;
    }
    setBusy(true);
    try {
      await addToCart(detail.store.id, {
        productId: product.id,
        quantity,
        instruction: instruction.trim(),
        addons: toCartAddons(selection),
      });
      onAdded();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        navigate(`/account/sign-in?next=${encodeURIComponent(returnTo)}`);
        return;
      }
      const apiError = error instanceof ApiError ? error : null;
      setServerError(
        apiError?.violations.length ? apiError.violations.map((v) => v.message) : [(error as Error).message],
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; Escape and the close button do the same
    <div
      className="sheet-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="sheet" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <form onSubmit={submit} noValidate>
          <div className="sheet-head">
            <div className="stack">
              <h2 id={titleId}>{product.name}</h2>
              <Money className="price" value={product.price} />
            </div>
            <button
              ref={closeRef}
              type="button"
              className="btn btn-ghost"
              onClick={onClose}
              aria-label={t('common.close')}
            >
              ✕
            </button>
          </div>
          {product.images[0] && (
            <img className="sheet-picture" src={product.images[0]} alt="" width={560} height={315} />
          )}
          {product.description && <p className="muted">{product.description}</p>}
          {badges.length > 0 && (
            <p className="row">
              {badges.map((badge) => (
                <span key={badge} className="badge badge-deal">
                  {badge}
                </span>
              ))}
            </p>
          )}
          {groups.map((group) => {
            const problem = tried ? problems.find((p) => p.groupId === group.id) : undefined;
            const single = isSingleChoice(group);
            const hintId = `${titleId}-${group.id}-hint`;
            return (
              <fieldset
                key={group.id}
                className="addon-group"
                aria-describedby={hintId}
                aria-invalid={problem ? true : undefined}
              >
                <legend>{group.name}</legend>
                <p id={hintId} className={problem ? 'error' : 'muted'}>
                  {problem ? problem.message : groupHint(group)}
                  {!single && group.forcedMax > 0 && (
                    <>
                      {' '}
                      <bdi>
                        ({groupTotal(selection, group.id)}/{group.forcedMax})
                      </bdi>
                    </>
                  )}
                </p>
                {group.products.map((addonId) => {
                  const addon = addons.get(addonId);
                  if (!addon) return null;
                  const count = selection[group.id]?.[addonId] ?? 0;
                  const max = maxFor(group, selection, addonId);
                  const inputId = `${titleId}-${group.id}-${addonId}`;
                  const price = addon.price > 0 ? <Money value={addon.price} className="muted" /> : null;
                  if (single || !group.isSameAddonAllowed) {
                    return (
                      <div key={addonId} className="addon-row">
                        <label htmlFor={inputId}>
                          <input
                            id={inputId}
                            type={single ? 'radio' : 'checkbox'}
                            name={`${titleId}-${group.id}`}
                            checked={count > 0}
                            disabled={count === 0 && max === 0 && !single}
                            onChange={(event) =>
                              setSelection(choose(group, selection, addonId, event.target.checked ? 1 : 0))
                            }
                          />
                          {addon.name}
                        </label>
                        {price && <span>+{price}</span>}
                      </div>
                    );
                  }
                  return (
                    <div key={addonId} className="addon-row">
                      <span>
                        {addon.name} {price && <>+{price}</>}
                      </span>
                      <span className="stepper">
                        <button
                          type="button"
                          className="btn"
                          disabled={count === 0}
                          aria-label={t('sheet.less', { name: addon.name })}
                          onClick={() => setSelection(choose(group, selection, addonId, count - 1))}
                        >
                          −
                        </button>
                        <output aria-live="polite">{count}</output>
                        <button
                          type="button"
                          className="btn"
                          disabled={count >= max}
                          aria-label={t('sheet.more', { name: addon.name })}
                          onClick={() => setSelection(choose(group, selection, addonId, count + 1))}
                        >
                          +
                        </button>
                      </span>
                    </div>
                  );
                })}
              </fieldset>
            );
          })}
          <label className="field" style={{ marginBlockStart: 'var(--space-4)' }}>
            <span>{t('sheet.instruction')}</span>
            <textarea
              rows={2}
              maxLength={200}
              value={instruction}
              onChange={(event) => setInstruction(event.target.value)}
              placeholder={t('sheet.instructionHint')}
            />
          </label>
          {serverError.length > 0 && (
            <div role="alert" className="error">
              {serverError.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          )}
          <div className="sheet-footer row" style={{ justifyContent: 'space-between' }}>
            <fieldset className="stepper">
              <legend className="visually-hidden">{t('sheet.quantity')}</legend>
              <button
                type="button"
                className="btn"
                disabled={quantity <= 1}
                aria-label={t('sheet.decrease')}
                onClick={() => setQuantity((q) => Math.max(1, q - 1))}
              >
                −
              </button>
              <output aria-live="polite">{quantity}</output>
              <button
                type="button"
                className="btn"
                disabled={quantity >= 99}
                aria-label={t('sheet.increase')}
                onClick={() => setQuantity((q) => Math.min(99, q + 1))}
              >
                +
              </button>
            </fieldset>
            <button type="submit" className="btn btn-primary" disabled={busy} style={{ flex: 1 }}>
              {t('sheet.add')} · <bdi>{moneyCents(total)}</bdi>
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
