import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/__generated__';
import { useErrorMessage } from '@/shared/api/use-error-message';
import { PasswordField } from '@/shared/ui/password-field';
import { useToast } from '@/shared/ui/toast/use-toast';
import { hasErrors, validateChangePassword, type ChangePasswordField, type FormErrors } from '../validation';
import styles from './settings-card.module.css';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      message
    }
  }
`);

const empty = { newPassword: '', confirmPassword: '' };
const noErrors: FormErrors<ChangePasswordField> = { form: null, fields: {} };

export function ChangePasswordCard({ username }: { username: string }) {
  const { t } = useTranslation('auth');
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const [changePassword] = useMutation(ChangePasswordMutation);
  const [values, setValues] = useState<Record<ChangePasswordField, string>>(empty);
  const [errors, setErrors] = useState(noErrors);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (field: ChangePasswordField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ form: null, fields: { ...current.fields, [field]: undefined } }));
    setServerError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateChangePassword(values);
    setErrors(found);
    setServerError(null);
    if (hasErrors(found)) return;

    setBusy(true);
    try {
      await changePassword({ variables: { input: { newPassword: values.newPassword } } });
      setValues(empty);
      showToast(t('settings.password.success'), { tone: 'success' });
    } catch (error) {
      setServerError(errorMessage(error, 'auth:settings.password.failed', 'auth:settings.password.failed'));
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (field: ChangePasswordField) => {
    const key = errors.fields[field];
    return key ? t(key) : null;
  };

  return (
    <section className={`card ${styles.card}`} aria-labelledby="password-title">
      <h2 id="password-title" className={styles.title}>
        {t('settings.password.title')}
      </h2>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
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
