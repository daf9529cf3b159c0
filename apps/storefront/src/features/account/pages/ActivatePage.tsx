import { useState } from 'react';
import { ApiError, api } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { useAsync } from '../../../lib/use-async';

/** The e-mailed activation link lands here: `/s/account/activate?token=…`. */
export function ActivatePage({ query }: { query: URLSearchParams }) {
  const token = query.get('token') ?? '';
  const result = useAsync(
    (signal) =>
      api<{ status: string }>(`/api/user/active/${encodeURIComponent(token)}`, { auth: false, signal }),
    [token],
  );
  const [resent, setResent] = useState(false);
  const expired = result.error instanceof ApiError && result.error.code === 'ACTIVATION_TOKEN_EXPIRED';
  const resend = async () => {
    await api(`/api/user/activation/resend/token/${encodeURIComponent(token)}`, { auth: false }).catch(
      () => undefined,
    );
    setResent(true);
  };
  return (
    <section className="stack page-narrow card">
      <h1>{t('account.activateTitle')}</h1>
      {result.loading && <p aria-busy="true">{t('common.loading')}</p>}
      {result.data && (
        <>
          <output className="block success">
            {result.data.status === 'ALREADY_ACTIVE' ? t('account.alreadyActive') : t('account.activated')}
          </output>
          <Link className="btn btn-primary" to="/account/sign-in">
            {t('account.signIn')}
          </Link>
        </>
      )}
      {result.error && (
        <>
          <p role="alert" className="error">
            {result.error.message}
          </p>
          {expired &&
            (resent ? (
              <output className="block">{t('account.activationResent')}</output>
            ) : (
              <button type="button" className="btn" onClick={resend}>
                {t('account.resendActivation')}
              </button>
            ))}
        </>
      )}
    </section>
  );
}
