import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { graphql } from '@/__generated__';
import { paths } from '@/config/paths';
import { useErrorMessage } from '@/shared/api/use-error-message';
import { getReturnPath } from '@/shared/auth/return-path';
import { useAuth } from '@/shared/auth/use-auth';
import { PasswordField } from '@/shared/ui/password-field';
import { TextField } from '@/shared/ui/text-field';
import { useToast } from '@/shared/ui/toast/use-toast';
import { AuthLayout } from './components/auth-layout';
import styles from './components/auth-form.module.css';
import { hasErrors, validateLogin, type FormErrors, type LoginField } from './validation';

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

const noErrors: FormErrors<LoginField> = { form: null, fields: {} };

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const { signIn } = useAuth();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const [login] = useMutation(LoginMutation);
  const [values, setValues] = useState<Record<LoginField, string>>({ username: '', password: '' });
  const [errors, setErrors] = useState(noErrors);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ form: null, fields: { ...current.fields, [field]: undefined } }));
    setServerError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateLogin(values);
    setErrors(found);
    setServerError(null);
    if (hasErrors(found)) return;

    setBusy(true);
    try {
      const { data } = await login({ variables: { input: { username: values.username.trim(), password: values.password } } });
      if (!data) throw new Error('Login returned no data');
      await signIn(data.login.user);
      showToast(t('login.success'), { tone: 'success' });
      await navigate(getReturnPath(location.state), { replace: true });
    } catch (error) {
      setServerError(errorMessage(error, 'auth:login.failed', 'auth:networkError'));
      setBusy(false);
    }
  };

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
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('login.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          placeholder={t('login.usernamePlaceholder')}
          value={values.username}
          onChange={(event) => edit('username', event.target.value)}
          error={errors.fields.username ? t(errors.fields.username) : null}
          disabled={busy}
        />
        <PasswordField
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          required
          placeholder={t('login.passwordPlaceholder')}
          value={values.password}
          onChange={(event) => edit('password', event.target.value)}
          error={errors.fields.password ? t(errors.fields.password) : null}
          disabled={busy}
        />
        <div className={styles.row}>
          <Link className={styles.link} to={paths.forgotPassword.getHref()}>
            {t('login.forgotPassword')}
          </Link>
        </div>
        {serverError && (
          <p className="form-error" role="alert">
            {serverError}
          </p>
        )}
        <button type="submit" className={`btn btn-primary btn-block ${styles.submit}`} disabled={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
    </AuthLayout>
  );
}
