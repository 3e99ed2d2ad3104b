import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/__generated__';
import { useErrorMessage } from '@/shared/api/use-error-message';
import { PasswordField } from '@/shared/ui/password-field';
import { useToast } from '@/shared/ui/toast/use-toast';
import { useValidatedForm } from '../use-validated-form';
import { validateChangePassword, type ChangePasswordField } from '../validation';
import styles from './settings-card.module.css';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      message
    }
  }
`);

const empty = { newPassword: '', confirmPassword: '' };

export function ChangePasswordCard({ username }: { username: string }) {
  const { t } = useTranslation('auth');
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const [changePassword] = useMutation(ChangePasswordMutation);
  const { values, busy, edit, onSubmit, reset, fieldError, serverError } = useValidatedForm<ChangePasswordField>(empty, validateChangePassword);

  const submit = onSubmit(
    async ({ newPassword }) => {
      await changePassword({ variables: { input: { newPassword } } });
      reset();
      showToast(t('settings.password.success'), { tone: 'success' });
    },
    (error) => errorMessage(error, 'auth:settings.password.failed', 'auth:settings.password.failed'),
  );

  return (
    <section className={`card ${styles.card}`} aria-labelledby="password-title">
      <h2 id="password-title" className={styles.title}>
        {t('settings.password.title')}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        {/* Lets password managers pair the new password with the account. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <PasswordField
          label={t('settings.password.newPassword')}
          name="newPassword"
          autoComplete="new-password"
          placeholder={t('settings.password.newPasswordPlaceholder')}
          value={values.newPassword}
          onChange={(event) => edit('newPassword', event.target.value)}
          error={fieldError('newPassword')}
          disabled={busy}
        />
        <PasswordField
          label={t('settings.password.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          placeholder={t('settings.password.confirmPasswordPlaceholder')}
          value={values.confirmPassword}
          onChange={(event) => edit('confirmPassword', event.target.value)}
          error={fieldError('confirmPassword')}
          disabled={busy}
        />
        {serverError && (
          <p className="form-error" role="alert">
            {serverError}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy || values.newPassword === ''}>
          {busy ? t('settings.password.updating') : t('settings.password.update')}
        </button>
      </form>
    </section>
  );
}
