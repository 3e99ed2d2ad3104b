import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { graphql } from '@/__generated__';
import { paths } from '@/config/paths';
import { useErrorMessage } from '@/shared/api/use-error-message';
import { PasswordField } from '@/shared/ui/password-field';
import { TextField } from '@/shared/ui/text-field';
import { useToast } from '@/shared/ui/toast/use-toast';
import { AuthLayout } from './components/auth-layout';
import styles from './components/auth-form.module.css';
import { useValidatedForm } from './use-validated-form';
import { hasErrors, validateResetPassword, validateResetUsername, type ResetPasswordField } from './validation';

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
    }
  }
`);

type Step = 'username' | 'password';

/**
 * Two steps (spec section 4): the username step moves on at once, without asking the server;
 * the password step sends the reset.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<Step>('username');
  const [username, setUsername] = useState('');

  return (
    <AuthLayout
      title={t('forgot.title')}
      subtitle={t('forgot.step', { step: step === 'username' ? 1 : 2 })}
      footer={
        <Link className={styles.link} to={paths.login.getHref()}>
          {t('forgot.backToLogin')}
        </Link>
      }
    >
      {step === 'username' ? (
        <UsernameStep
          username={username}
          onChange={setUsername}
          onDone={() => {
            setUsername((value) => value.trim());
            setStep('password');
          }}
        />
      ) : (
        <PasswordStep username={username} />
      )}
    </AuthLayout>
  );
}

function UsernameStep({ username, onChange, onDone }: { username: string; onChange: (value: string) => void; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateResetUsername(username);
    const key = found.fields.username;
    setError(key ? t(key) : null);
    if (!hasErrors(found)) onDone();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>{t('forgot.usernameStep')}</p>
      <TextField
        label={t('forgot.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        placeholder={t('forgot.usernamePlaceholder')}
        value={username}
        onChange={(event) => {
          onChange(event.target.value);
          setError(null);
        }}
        error={error}
      />
      <button type="submit" className={`btn btn-primary btn-block ${styles.submit}`}>
        {t('forgot.next')}
      </button>
    </form>
  );
}

function PasswordStep({ username }: { username: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const [resetPassword] = useMutation(ResetPasswordMutation);
  const { values, busy, edit, onSubmit, fieldError, formMessage } = useValidatedForm<ResetPasswordField>(
    { newPassword: '', confirmPassword: '' },
    validateResetPassword,
  );

  const submit = onSubmit(
    async ({ newPassword }) => {
      await resetPassword({ variables: { input: { username, newPassword } } });
      showToast(t('forgot.success'), { tone: 'success' });
      await navigate(paths.login.getHref(), { replace: true });
    },
    // Spec section 8: the failure's own message, else 'password reset failed'.
    (error) => errorMessage(error, 'auth:forgot.failed', 'auth:forgot.failed'),
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className="form-success" role="status">
        {t('forgot.usernameVerified')}
      </p>
      <p>{t('forgot.passwordStep')}</p>
      {/* Lets password managers pair the new password with the account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <PasswordField
        label={t('forgot.newPassword')}
        name="newPassword"
        autoComplete="new-password"
        required
        placeholder={t('forgot.newPasswordPlaceholder')}
        help={t('forgot.newPasswordHelp')}
        value={values.newPassword}
        onChange={(event) => edit('newPassword', event.target.value)}
        error={fieldError('newPassword')}
        disabled={busy}
      />
      <PasswordField
        label={t('forgot.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        required
        placeholder={t('forgot.confirmPasswordPlaceholder')}
        value={values.confirmPassword}
        onChange={(event) => edit('confirmPassword', event.target.value)}
        error={fieldError('confirmPassword')}
        disabled={busy}
      />
      {formMessage && (
        <p className="form-error" role="alert">
          {formMessage}
        </p>
      )}
      <button type="submit" className={`btn btn-primary btn-block ${styles.submit}`} disabled={busy}>
        {busy ? t('forgot.submitting') : t('forgot.submit')}
      </button>
    </form>
  );
}
