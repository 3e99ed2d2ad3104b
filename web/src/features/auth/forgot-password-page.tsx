import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { graphql } from '@/__generated__';
import { paths } from '@/config/paths';
import { ErrorCode } from '@/__generated__/enums';
import { useMutationOnDemand } from '@/shared/api/apollo-on-demand';
import { useErrorMessage } from '@/shared/api/use-error-message';
import { FormError } from '@/shared/ui/form-error';
import { PasswordField } from '@/shared/ui/password-field';
import { TextField } from '@/shared/ui/text-field';
import { useToast } from '@/shared/ui/toast/use-toast';
import { AuthLayout } from './components/auth-layout';
import styles from './components/auth-form.module.css';
import { RecoveryCodePanel } from './components/recovery-code-panel';
import { useValidatedForm, type ServerFieldCodes } from './use-validated-form';
import { validateResetPassword, validateResetUsername, type ResetPasswordField } from './account-validation';
import { hasErrors, type MessageKey } from './validation';

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
      recoveryCode
    }
  }
`);

const serverFieldCodes: ServerFieldCodes<ResetPasswordField> = {
  [ErrorCode.INVALID_RECOVERY_CODE]: 'recoveryCode',
  [ErrorCode.PASSWORD_TOO_SHORT]: 'newPassword',
  [ErrorCode.PASSWORD_TOO_LONG]: 'newPassword',
  [ErrorCode.PASSWORD_TOO_COMMON]: 'newPassword',
};

type Step = { name: 'username' } | { name: 'password' } | { name: 'newCode'; recoveryCode: string };

/**
 * Two steps (spec section 4): the username step moves on at once, without asking the server;
 * the password step sends the username, the reader's recovery code and the new password. A reset
 * spends the code, so the new one the server answers is shown once before going to /login.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation(['recovery', 'auth']);
  const [step, setStep] = useState<Step>({ name: 'username' });
  const [username, setUsername] = useState('');

  if (step.name === 'newCode') return <NewCodeStep username={username} recoveryCode={step.recoveryCode} />;

  return (
    <AuthLayout
      title={t('forgot.title')}
      subtitle={t('forgot.step', { step: step.name === 'username' ? 1 : 2 })}
      footer={
        <Link className={styles.link} to={paths.login.getHref()}>
          {t('forgot.backToLogin')}
        </Link>
      }
    >
      {step.name === 'username' ? (
        <UsernameStep
          username={username}
          onChange={setUsername}
          onDone={() => {
            setUsername((value) => value.trim());
            setStep({ name: 'password' });
          }}
        />
      ) : (
        <PasswordStep
          username={username}
          onChangeUsername={() => setStep({ name: 'username' })}
          onReset={(recoveryCode) => setStep({ name: 'newCode', recoveryCode })}
        />
      )}
    </AuthLayout>
  );
}

function UsernameStep({ username, onChange, onDone }: { username: string; onChange: (value: string) => void; onDone: () => void }) {
  const { t } = useTranslation('recovery');
  // The message's key, not its text: it follows a language switch made while it shows.
  const [errorKey, setErrorKey] = useState<MessageKey | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateResetUsername(username);
    setErrorKey(found.fields.username ?? null);
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
          setErrorKey(null);
        }}
        error={errorKey ? t(errorKey, { ns: 'auth' }) : null}
      />
      <p className={styles.hint}>{t('forgot.codeNeeded')}</p>
      <button type="submit" className={`btn btn-primary btn-block ${styles.submit}`}>
        {t('forgot.next')}
      </button>
    </form>
  );
}

function PasswordStep({
  username,
  onChangeUsername,
  onReset,
}: {
  username: string;
  onChangeUsername: () => void;
  onReset: (recoveryCode: string) => void;
}) {
  const { t } = useTranslation('recovery');
  const errorMessage = useErrorMessage();
  const resetPassword = useMutationOnDemand(ResetPasswordMutation);
  const { busy, onSubmit, field, formMessage } = useValidatedForm<ResetPasswordField>(
    { recoveryCode: '', newPassword: '', confirmPassword: '' },
    validateResetPassword,
    serverFieldCodes,
  );

  const submit = onSubmit(
    async ({ recoveryCode, newPassword }) => {
      const { data } = await resetPassword({ input: { username, recoveryCode: recoveryCode.trim(), newPassword } });
      if (!data) throw new Error('Reset password returned no data');
      onReset(data.resetPassword.recoveryCode);
    },
    // Spec section 8: the failure's own message, else 'password reset failed'.
    (error) => errorMessage(error, 'recovery:forgot.failed', 'recovery:forgot.failed'),
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className="form-success" role="status">
        {t('forgot.usernameVerified')}
      </p>
      <div className={styles.account}>
        <p>{t('forgot.account', { username })}</p>
        <button type="button" className={`btn btn-ghost ${styles.inlineAction}`} onClick={onChangeUsername} disabled={busy}>
          {t('forgot.changeUsername')}
        </button>
      </div>
      <p>{t('forgot.passwordStep')}</p>
      {/* Lets password managers pair the new password with the account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <TextField
        label={t('forgot.recoveryCode')}
        {...field('recoveryCode')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        className={styles.codeInput}
        placeholder={t('forgot.recoveryCodePlaceholder')}
        help={t('forgot.recoveryCodeHelp')}
      />
      <p className={styles.hint}>{t('forgot.lostCode')}</p>
      <PasswordField
        label={t('forgot.newPassword')}
        {...field('newPassword')}
        autoComplete="new-password"
        required
        placeholder={t('forgot.newPasswordPlaceholder')}
        help={t('forgot.newPasswordHelp')}
      />
      <PasswordField
        label={t('forgot.confirmPassword')}
        {...field('confirmPassword')}
        autoComplete="new-password"
        required
        placeholder={t('forgot.confirmPasswordPlaceholder')}
      />
      <FormError>{formMessage}</FormError>
      <button type="submit" className={`btn btn-primary btn-block ${styles.submit}`} disabled={busy}>
        {busy ? t('forgot.submitting') : t('forgot.submit')}
      </button>
    </form>
  );
}

function NewCodeStep({ username, recoveryCode }: { username: string; recoveryCode: string }) {
  const { t } = useTranslation('recovery');
  const navigate = useNavigate();
  const { showToast } = useToast();

  const proceed = () => {
    showToast(t('forgot.success'), { tone: 'success' });
    void navigate(paths.login.getHref(), { replace: true });
  };

  return (
    <AuthLayout title={t('code.title')}>
      <RecoveryCodePanel
        username={username}
        code={recoveryCode}
        status={t('forgot.resetDone')}
        note={t('forgot.newCodeNote')}
        continueLabel={t('forgot.continueToLogin')}
        onContinue={proceed}
      />
    </AuthLayout>
  );
}
