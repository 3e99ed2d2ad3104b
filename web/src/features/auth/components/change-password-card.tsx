import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/__generated__';
import { ErrorCode } from '@/__generated__/enums';
import { useErrorMessage } from '@/shared/api/use-error-message';
import { PasswordField } from '@/shared/ui/password-field';
import { useToast } from '@/shared/ui/toast/use-toast';
import { useValidatedForm, type ServerFieldCodes } from '../use-validated-form';
import { validateChangePassword, type ChangePasswordField } from '../validation';
import styles from './settings-card.module.css';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      message
    }
  }
`);

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

const serverFieldCodes: ServerFieldCodes<ChangePasswordField> = {
  [ErrorCode.CURRENT_PASSWORD_INCORRECT]: 'currentPassword',
  [ErrorCode.PASSWORD_TOO_SHORT]: 'newPassword',
  [ErrorCode.PASSWORD_TOO_LONG]: 'newPassword',
  [ErrorCode.PASSWORD_TOO_COMMON]: 'newPassword',
};

export function ChangePasswordCard({ username }: { username: string }) {
  const { t } = useTranslation('settings');
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const [changePassword] = useMutation(ChangePasswordMutation);
  const { values, busy, edit, onSubmit, reset, fieldError, serverError } = useValidatedForm<ChangePasswordField>(
    empty,
    validateChangePassword,
    serverFieldCodes,
  );

  const submit = onSubmit(
    async ({ currentPassword, newPassword }) => {
      await changePassword({ variables: { input: { currentPassword, newPassword } } });
      reset();
      showToast(t('password.success'), { tone: 'success' });
    },
    (error) => errorMessage(error, 'settings:password.failed', 'settings:password.failed'),
  );

  return (
    <section className={`card ${styles.card}`} aria-labelledby="password-title">
      <h2 id="password-title" className={styles.title}>
        {t('password.title')}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        {/* Lets password managers pair the passwords with the account. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <PasswordField
          label={t('password.currentPassword')}
          name="currentPassword"
          autoComplete="current-password"
          placeholder={t('password.currentPasswordPlaceholder')}
          value={values.currentPassword}
          onChange={(event) => edit('currentPassword', event.target.value)}
          error={fieldError('currentPassword')}
          disabled={busy}
        />
        <PasswordField
          label={t('password.newPassword')}
          name="newPassword"
          autoComplete="new-password"
          placeholder={t('password.newPasswordPlaceholder')}
          value={values.newPassword}
          onChange={(event) => edit('newPassword', event.target.value)}
          error={fieldError('newPassword')}
          disabled={busy}
        />
        <PasswordField
          label={t('password.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          placeholder={t('password.confirmPasswordPlaceholder')}
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
          {busy ? t('password.updating') : t('password.update')}
        </button>
      </form>
    </section>
  );
}
