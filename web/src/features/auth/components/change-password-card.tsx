import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/__generated__';
import { ErrorCode } from '@/__generated__/enums';
import { useErrorMessage } from '@/shared/api/use-error-message';
import { FormError } from '@/shared/ui/form-error';
import { PasswordField } from '@/shared/ui/password-field';
import { useToast } from '@/shared/ui/toast/use-toast';
import { useValidatedForm, type ServerFieldCodes } from '../use-validated-form';
import { validateChangePassword, type ChangePasswordField } from '../account-validation';
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
  const { values, busy, onSubmit, reset, field, serverError } = useValidatedForm<ChangePasswordField>(
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
          {...field('currentPassword')}
          autoComplete="current-password"
          placeholder={t('password.currentPasswordPlaceholder')}
        />
        <PasswordField
          label={t('password.newPassword')}
          {...field('newPassword')}
          autoComplete="new-password"
          placeholder={t('password.newPasswordPlaceholder')}
        />
        <PasswordField
          label={t('password.confirmPassword')}
          {...field('confirmPassword')}
          autoComplete="new-password"
          placeholder={t('password.confirmPasswordPlaceholder')}
        />
        <FormError>{serverError}</FormError>
        <button type="submit" className="btn btn-primary" disabled={busy || values.newPassword === ''}>
          {busy ? t('password.updating') : t('password.update')}
        </button>
      </form>
    </section>
  );
}
