import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { graphql } from '@/__generated__';
import { paths } from '@/config/paths';
import { useMutationOnDemand } from '@/shared/api/apollo-on-demand';
import { useErrorMessage } from '@/shared/api/use-error-message';
import { getReturnPath } from '@/shared/auth/return-path';
import { useAuth } from '@/shared/auth/use-auth';
import { FormError } from '@/shared/ui/form-error';
import { PasswordField } from '@/shared/ui/password-field';
import { TextField } from '@/shared/ui/text-field';
import { useToast } from '@/shared/ui/toast/use-toast';
import { AuthLayout } from './components/auth-layout';
import styles from './components/auth-form.module.css';
import { useValidatedForm } from './use-validated-form';
import { validateLogin, type LoginField } from './validation';

const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      message
      user {
        ...StoredUser_user
      }
    }
  }
`);

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const { signIn } = useAuth();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const login = useMutationOnDemand(LoginMutation);
  const { busy, onSubmit, field, serverError } = useValidatedForm<LoginField>({ username: '', password: '' }, validateLogin);

  const submit = onSubmit(
    async ({ username, password }) => {
      const { data } = await login({ input: { username: username.trim(), password } });
      if (!data) throw new Error('Login returned no data');
      await signIn(data.login.user);
      showToast(t('login.success'), { tone: 'success' });
      await navigate(getReturnPath(location.state), { replace: true });
    },
    (error) => errorMessage(error, 'auth:login.failed'),
  );

  return (
    <AuthLayout
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <p>
          {t('login.noAccount')}{' '}
          <Link className={styles.link} to={paths.register.getHref()}>
            {t('login.registerLink')}
          </Link>
        </p>
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('login.username')}
          {...field('username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          placeholder={t('login.usernamePlaceholder')}
        />
        <PasswordField
          label={t('login.password')}
          {...field('password')}
          autoComplete="current-password"
          required
          placeholder={t('login.passwordPlaceholder')}
        />
        <div className={styles.row}>
          <Link className={styles.link} to={paths.forgotPassword.getHref()}>
            {t('login.forgotPassword')}
          </Link>
        </div>
        <FormError>{serverError}</FormError>
        <button type="submit" className={`btn btn-primary btn-block ${styles.submit}`} disabled={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
    </AuthLayout>
  );
}
