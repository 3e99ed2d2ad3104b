import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { graphql } from '@/__generated__';
import { paths } from '@/config/paths';
import { useErrorMessage } from '@/shared/api/use-error-message';
import { useAuth } from '@/shared/auth/use-auth';
import { BackButton } from '@/shared/ui/back-button';
import { PasswordField } from '@/shared/ui/password-field';
import { TextField } from '@/shared/ui/text-field';
import { useToast } from '@/shared/ui/toast/use-toast';
import { AuthLayout } from './components/auth-layout';
import styles from './components/auth-form.module.css';
import { useValidatedForm } from './use-validated-form';
import { validateRegister, type RegisterField } from './validation';

const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      message
      user {
        ...StoredUser_user
      }
    }
  }
`);

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const [register] = useMutation(RegisterMutation);
  const { values, busy, edit, onSubmit, fieldError, formMessage } = useValidatedForm<RegisterField>(
    { username: '', password: '', confirmPassword: '' },
    validateRegister,
  );

  const submit = onSubmit(
    async ({ username, password }) => {
      // The confirmation stays on the client.
      const { data } = await register({ variables: { input: { username: username.trim(), password } } });
      if (!data) throw new Error('Register returned no data');
      await signIn(data.register.user);
      showToast(t('register.success'), { tone: 'success' });
      await navigate(paths.home.getHref(), { replace: true });
    },
    (error) => errorMessage(error, 'auth:register.failed', 'auth:networkError'),
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
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          placeholder={t('register.usernamePlaceholder')}
          help={t('register.usernameHelp')}
          value={values.username}
          onChange={(event) => edit('username', event.target.value)}
          error={fieldError('username')}
          disabled={busy}
        />
        <PasswordField
          label={t('register.password')}
          name="password"
          autoComplete="new-password"
          required
          placeholder={t('register.passwordPlaceholder')}
          help={t('register.passwordHelp')}
          value={values.password}
          onChange={(event) => edit('password', event.target.value)}
          error={fieldError('password')}
          disabled={busy}
        />
        <PasswordField
          label={t('register.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          required
          placeholder={t('register.confirmPasswordPlaceholder')}
          help={t('register.confirmPasswordHelp')}
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
          {busy ? t('register.submitting') : t('register.submit')}
        </button>
      </form>
    </AuthLayout>
  );
}
