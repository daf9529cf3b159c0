import { useState } from 'react';
import { api } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { useAsync } from '../../../lib/use-async';
import { Field } from '../components/Field';
import { type FormErrors, formErrors, noErrors } from '../form-errors';

export function ForgotPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors(noErrors);
    try {
      await api('/api/user/password/reset', { method: 'POST', body: { email: email.trim() }, auth: false });
      setSent(true);
    } catch (error) {
      setErrors(formErrors(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="stack page-narrow card">
      <h1>{t('account.forgotTitle')}</h1>
      {sent ? (
        <output className="block">{t('account.resetSent')}</output>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <Field
            label={t('account.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.fields.email}
          />
          {errors.form && (
            <p role="alert" className="error">
              {errors.form}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('account.sendReset')}
          </button>
        </form>
      )}
      <Link to="/account/sign-in">{t('account.backToSignIn')}</Link>
    </section>
  );
}

/** The e-mailed reset link lands here: `/s/account/reset?token=…`. */
export function ResetPage({ query }: { query: URLSearchParams }) {
  const token = query.get('token') ?? '';
  const state = useAsync(
    (signal) =>
      api<{ state: string }>(`/api/user/password/reset/${encodeURIComponent(token)}`, {
        auth: false,
        signal,
      }),
    [token],
  );
  const [form, setForm] = useState({ password: '', matchingPassword: '' });
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors(noErrors);
    try {
      await api(`/api/user/password/reset/${encodeURIComponent(token)}`, {
        method: 'POST',
        body: form,
        auth: false,
      });
      setDone(true);
    } catch (error) {
      setErrors(formErrors(error));
    } finally {
      setBusy(false);
    }
  };
  const tokenState = state.data?.state;
  return (
    <section className="stack page-narrow card">
      <h1>{t('account.resetTitle')}</h1>
      {state.loading && <p aria-busy="true">{t('common.loading')}</p>}
      {done ? (
        <>
          <output className="block success">{t('account.resetDone')}</output>
          <Link className="btn btn-primary" to="/account/sign-in">
            {t('account.signIn')}
          </Link>
        </>
      ) : tokenState && tokenState !== 'VALID' ? (
        <>
          <p role="alert" className="error">
            {t(`account.resetState.${tokenState}`)}
          </p>
          <Link to="/account/forgot">{t('account.forgot')}</Link>
        </>
      ) : tokenState === 'VALID' ? (
        <form className="form" onSubmit={submit} noValidate>
          <Field
            label={t('account.newPassword')}
            type="password"
            autoComplete="new-password"
            hint={t('account.passwordRules')}
            value={form.password}
            onChange={(e) => setForm({ ...form, password: e.target.value })}
            error={errors.fields.password}
          />
          <Field
            label={t('account.matchingPassword')}
            type="password"
            autoComplete="new-password"
            value={form.matchingPassword}
            onChange={(e) => setForm({ ...form, matchingPassword: e.target.value })}
            error={errors.fields.matchingPassword}
          />
          {errors.form && (
            <p role="alert" className="error">
              {errors.form}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('account.savePassword')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
