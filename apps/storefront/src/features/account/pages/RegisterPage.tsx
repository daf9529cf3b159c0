import { useState } from 'react';
import { api } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { Field } from '../components/Field';
import { type FormErrors, formErrors, noErrors } from '../form-errors';

export function RegisterPage() {
  const [form, setForm] = useState({ name: '', email: '', phone: '', password: '', matchingPassword: '' });
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [key]: e.target.value });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors(noErrors);
    try {
      await api('/api/user/registration', { method: 'POST', body: form, auth: false });
      setSentTo(form.email.trim());
    } catch (error) {
      setErrors(formErrors(error));
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <section className="stack page-narrow card">
        <h1>{t('account.checkEmailTitle')}</h1>
        <output className="block">{t('account.checkEmail', { email: sentTo })}</output>
        <Link to="/account/sign-in">{t('account.signIn')}</Link>
      </section>
    );
  }
  return (
    <section className="stack page-narrow card">
      <h1>{t('account.registerTitle')}</h1>
      <form className="form" onSubmit={submit} noValidate>
        <Field
          label={t('account.name')}
          autoComplete="name"
          required
          value={form.name}
          onChange={set('name')}
          error={errors.fields.name}
        />
        <Field
          label={t('account.email')}
          type="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={set('email')}
          error={errors.fields.email}
        />
        <Field
          label={t('account.phoneOptional')}
          type="tel"
          autoComplete="tel"
          placeholder="+14165550100"
          value={form.phone}
          onChange={set('phone')}
          error={errors.fields.phone}
        />
        <Field
          label={t('account.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('account.passwordRules')}
          value={form.password}
          onChange={set('password')}
          error={errors.fields.password}
        />
        <Field
          label={t('account.matchingPassword')}
          type="password"
          autoComplete="new-password"
          required
          value={form.matchingPassword}
          onChange={set('matchingPassword')}
          error={errors.fields.matchingPassword}
        />
        {errors.form && (
          <p role="alert" className="error">
            {errors.form}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('account.register')}
        </button>
      </form>
      <p>
        {t('account.haveAccount')} <Link to="/account/sign-in">{t('account.signIn')}</Link>
      </p>
    </section>
  );
}
