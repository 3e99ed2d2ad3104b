import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { graphql } from '@/__generated__';
import { paths } from '@/config/paths';
import { ErrorCode } from '@/__generated__/enums';
import { useMutationOnDemand } from '@/shared/api/apollo-on-demand';
import { useErrorMessage } from '@/shared/api/use-error-message';
import type { RegisterMutation as RegisterData } from '@/__generated__/graphql';
import { useAuth } from '@/shared/auth/use-auth';
import { BackButton } from '@/shared/ui/back-button';
import { FormError } from '@/shared/ui/form-error';
import { PasswordField } from '@/shared/ui/password-field';
import { TextField } from '@/shared/ui/text-field';
import { AuthLayout } from './components/auth-layout';
import styles from './components/auth-form.module.css';
import { RecoveryCodePanel } from './components/recovery-code-panel';
import { useValidatedForm, type ServerFieldCodes } from './use-validated-form';
import { validateRegister, type RegisterField } from './account-validation';

const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      message
      recoveryCode
      user {
        username
        ...StoredUser_user
      }
    }
  }
`);

const serverFieldCodes: ServerFieldCodes<RegisterField> = {
  [ErrorCode.USERNAME_TAKEN]: 'username',
  [ErrorCode.USERNAME_LENGTH]: 'username',
  [ErrorCode.USERNAME_CHARACTERS]: 'username',
  [ErrorCode.PASSWORD_TOO_SHORT]: 'password',
  [ErrorCode.PASSWORD_TOO_LONG]: 'password',
  [ErrorCode.PASSWORD_TOO_COMMON]: 'password',
};

/** A new account and its recovery code, kept on screen until the reader says it is saved. */
interface Registered {
  user: RegisterData['register']['user'];
  recoveryCode: string;
}

/**
 * Registration, then the one-time recovery code. The server has signed the reader in already;
 * the client adopts the user only when they continue, because the guest-only route would send a
 * signed-in reader away from this screen (and the code with it).
 */
export default function RegisterPage() {
  // The recovery-code step's texts load with the screen, so the code never waits for them.
  useTranslation(['auth', 'recovery']);
  const [registered, setRegistered] = useState<Registered | null>(null);

  if (registered) return <RecoveryCodeStep registered={registered} />;
  return <RegisterForm onRegistered={setRegistered} />;
}

function RecoveryCodeStep({ registered }: { registered: Registered }) {
  const { t } = useTranslation(['auth', 'recovery']);
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [busy, setBusy] = useState(false);

  const proceed = async () => {
    setBusy(true);
    try {
      await signIn(registered.user);
      await navigate(paths.home.getHref(), { replace: true });
    } catch (error) {
      console.warn('Could not continue after registering', error);
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={t('recovery:code.title')}>
      <RecoveryCodePanel
        username={registered.user.username}
        code={registered.recoveryCode}
        status={t('register.success')}
        continueLabel={t('recovery:code.continue')}
        onContinue={() => void proceed()}
        busy={busy}
      />
    </AuthLayout>
  );
}

function RegisterForm({ onRegistered }: { onRegistered: (registered: Registered) => void }) {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const register = useMutationOnDemand(RegisterMutation);
  const { busy, onSubmit, field, formMessage } = useValidatedForm<RegisterField>(
    { username: '', password: '', confirmPassword: '' },
    validateRegister,
    serverFieldCodes,
  );

  const submit = onSubmit(
    async ({ username, password }) => {
      // The confirmation stays on the client.
      const { data } = await register({ input: { username: username.trim(), password } });
      if (!data) throw new Error('Register returned no data');
      onRegistered({ user: data.register.user, recoveryCode: data.register.recoveryCode });
    },
    (error) => errorMessage(error, 'auth:register.failed'),
  );

  return (
    <AuthLayout
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      headerAction={<BackButton to={paths.login.getHref()} label={t('register.back')} />}
      footer={
        <p>
          {t('register.haveAccount')}{' '}
          <Link className={styles.link} to={paths.login.getHref()}>
            {t('register.loginLink')}
          </Link>
        </p>
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('register.username')}
          {...field('username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          placeholder={t('register.usernamePlaceholder')}
          help={t('register.usernameHelp')}
        />
        <PasswordField
          label={t('register.password')}
          {...field('password')}
          autoComplete="new-password"
          required
          placeholder={t('register.passwordPlaceholder')}
          help={t('register.passwordHelp')}
        />
        <PasswordField
          label={t('register.confirmPassword')}
          {...field('confirmPassword')}
          autoComplete="new-password"
          required
          placeholder={t('register.confirmPasswordPlaceholder')}
          help={t('register.confirmPasswordHelp')}
        />
        <FormError>{formMessage}</FormError>
        <button type="submit" className={`btn btn-primary btn-block ${styles.submit}`} disabled={busy}>
          {busy ? t('register.submitting') : t('register.submit')}
        </button>
      </form>
    </AuthLayout>
  );
}
