import { useState } from 'react';
import { ApiError, api } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { Link, navigate } from '../../../lib/router';
import { type LoginResponse, signIn } from '../../../lib/session';
import { lastStore } from '../../../lib/store-detail';
import { Field } from '../components/Field';
import { type FormErrors, formErrors, noErrors, safeNext } from '../form-errors';

export function SignInPage({ query }: { query: URLSearchParams }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [notActivated, setNotActivated] = useState(false);
  const [resent, setResent] = useState(false);
  const [busy, setBusy] = useState(false);
  const next = safeNext(query.get('next'));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors(noErrors);
    setNotActivated(false);
    try {
      const response = await api<LoginResponse>('/api/login', {
        method: 'POST',
        body: { username: email.trim(), password },
        auth: false,
      });
      if (response.role !== 'USER') {
        setErrors({ fields: {}, form: t('account.merchantAccount') });
        return;
      }
      signIn(response);
      const store = lastStore();
      navigate(next ?? (store ? `/${store}` : '/'), { replace: true });
    } catch (error) {
      setNotActivated(error instanceof ApiError && error.code === 'ACCOUNT_NOT_ACTIVATED');
      setErrors(formErrors(error));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    await api(`/api/user/activation/resend/email/${encodeURIComponent(email.trim())}`, { auth: false }).catch(
      () => undefined,
    );
    setResent(true);
  };

  const withNext = (path: string) => (next ? `${path}?next=${encodeURIComponent(next)}` : path);
  return (
    <section className="stack page-narrow card">
      <h1>{t('account.signInTitle')}</h1>
      <form className="form" onSubmit={submit} noValidate>
        <Field
          label={t('account.email')}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.fields.username}
        />
        <Field
          label={t('account.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.fields.password}
        />
        {errors.form && (
          <p role="alert" className="error">
            {errors.form}
          </p>
        )}
        {notActivated &&
          (resent ? (
            <output className="block">{t('account.activationResent')}</output>
          ) : (
            <button type="button" className="btn" onClick={resend}>
              {t('account.resendActivation')}
            </button>
          ))}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('account.signIn')}
        </button>
      </form>
      <p>
        <Link to="/account/forgot">{t('account.forgot')}</Link>
      </p>
      <p>
        {t('account.noAccount')} <Link to={withNext('/account/register')}>{t('account.register')}</Link>
      </p>
    </section>
  );
}
