import type { Profile } from '@perkdesk/contracts';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { navigate } from '../../../lib/router';
import { signOut, useSession } from '../../../lib/session';
import { useAsync } from '../../../lib/use-async';
import { Field } from '../components/Field';
import { type FormErrors, formErrors, noErrors } from '../form-errors';

type Address = Profile['deliveryAddresses'][number];
const EMPTY_ADDRESS = {
  streetNumber: '',
  unit: '',
  streetName: '',
  city: '',
  province: '',
  country: 'Canada',
  postalCode: '',
};

function addressText(a: Address): string {
  const street = [a.unit ? `${a.unit}-${a.streetNumber}` : a.streetNumber, a.streetName].join(' ');
  return [street, a.city, a.province, a.postalCode, a.country].filter(Boolean).join(', ');
}

function AddressForm({ onSaved }: { onSaved: (profile: Profile) => void }) {
  const [form, setForm] = useState(EMPTY_ADDRESS);
  const [location, setLocation] = useState<[number, number] | null>(null);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof EMPTY_ADDRESS) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [key]: e.target.value });
  const locate = () =>
    navigator.geolocation?.getCurrentPosition((position) =>
      setLocation([position.coords.longitude, position.coords.latitude]),
    );
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors(noErrors);
    try {
      const body = { ...form, ...(location ? { location: { type: 'Point', coordinates: location } } : {}) };
      onSaved(await api<Profile>('/api/user/profile/delivery-address', { method: 'POST', body }));
      setForm(EMPTY_ADDRESS);
      setLocation(null);
    } catch (error) {
      setErrors(formErrors(error));
    } finally {
      setBusy(false);
    }
  };
  const field = (key: keyof typeof EMPTY_ADDRESS, autoComplete: string) => (
    <Field
      label={t(`address.${key}`)}
      autoComplete={autoComplete}
      value={form[key]}
      onChange={set(key)}
      error={errors.fields[key]}
    />
  );
  return (
    <form className="form card" onSubmit={submit} noValidate>
      <h3>{t('account.addAddress')}</h3>
      <div className="row" style={{ alignItems: 'start' }}>
        <div style={{ flex: '1 1 100px' }}>{field('streetNumber', 'address-line1')}</div>
        <div style={{ flex: '1 1 80px' }}>{field('unit', 'address-line2')}</div>
      </div>
      {field('streetName', 'address-line1')}
      {field('city', 'address-level2')}
      {field('province', 'address-level1')}
      {field('postalCode', 'postal-code')}
      {field('country', 'country-name')}
      <div className="row">
        <button type="button" className="btn" onClick={locate}>
          {t('account.useLocation')}
        </button>
        {location && <span className="muted">{t('account.locationSet')}</span>}
      </div>
      {errors.form && (
        <p role="alert" className="error">
          {errors.form}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('account.saveAddress')}
      </button>
    </form>
  );
}

/** Name, phone and remembered delivery addresses (contract §2 Profile). */
export function ProfilePage() {
  const session = useSession();
  const loaded = useAsync((signal) => api<Profile>('/api/user/profile', { signal }), [session?.userId]);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [form, setForm] = useState({ name: '', phone: '' });
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!session) navigate('/account/sign-in?next=%2Faccount', { replace: true });
  }, [session]);
  useEffect(() => {
    if (!loaded.data) return;
    setProfile(loaded.data);
    setForm({ name: loaded.data.name ?? '', phone: loaded.data.phone ?? '' });
  }, [loaded.data]);

  if (!session) return null;
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors(noErrors);
    setSaved(false);
    try {
      setProfile(await api<Profile>('/api/user/profile', { method: 'POST', body: form }));
      setSaved(true);
    } catch (error) {
      setErrors(formErrors(error));
    }
  };
  const remove = async (index: number) => {
    try {
      setProfile(await api<Profile>(`/api/user/profile/delivery-address/${index}`, { method: 'DELETE' }));
    } catch (error) {
      setErrors(formErrors(error));
    }
  };

  return (
    <div className="stack page-narrow">
      <h1>{t('account.profileTitle')}</h1>
      {loaded.error && (
        <p role="alert" className="error">
          {loaded.error.message}
        </p>
      )}
      {profile && (
        <>
          <p className="muted">
            <bdi>{profile.email}</bdi>
          </p>
          <form className="form card" onSubmit={save} noValidate>
            <h2>{t('account.details')}</h2>
            <Field
              label={t('account.name')}
              autoComplete="name"
              value={form.name}
              onChange={(e) => setForm({ ...form, name: e.target.value })}
              error={errors.fields.name}
            />
            <Field
              label={t('account.phone')}
              type="tel"
              autoComplete="tel"
              placeholder="+14165550100"
              hint={t('account.phoneHint')}
              value={form.phone}
              onChange={(e) => setForm({ ...form, phone: e.target.value })}
              error={errors.fields.phone}
            />
            {errors.form && (
              <p role="alert" className="error">
                {errors.form}
              </p>
            )}
            {saved && <output className="block success">{t('account.saved')}</output>}
            <button type="submit" className="btn btn-primary">
              {t('common.save')}
            </button>
          </form>
          <section className="stack">
            <h2>{t('account.addresses')}</h2>
            {profile.deliveryAddresses.length === 0 ? (
              <p className="muted">{t('account.noAddresses')}</p>
            ) : (
              <ul className="address-list">
                {profile.deliveryAddresses.map((address, index) => (
                  <li
                    key={`${index}-${address.streetName}`}
                    className="card row"
                    style={{ justifyContent: 'space-between' }}
                  >
                    <span>{addressText(address)}</span>
                    <button
                      type="button"
                      className="btn btn-ghost"
                      onClick={() => remove(index)}
                      aria-label={t('account.removeAddress', { address: addressText(address) })}
                    >
                      {t('common.remove')}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <AddressForm onSaved={setProfile} />
          </section>
        </>
      )}
      <button
        type="button"
        className="btn"
        onClick={() => signOut().then(() => navigate('/account/sign-in'))}
      >
        {t('account.signOut')}
      </button>
    </div>
  );
}
