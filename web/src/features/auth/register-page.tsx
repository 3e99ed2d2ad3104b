import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
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
import { hasErrors, validateRegister, type FormErrors, type RegisterField } from './validation';

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

const noErrors: FormErrors<RegisterField> = { form: null, fields: {} };

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const [register] = useMutation(RegisterMutation);
  const [values, setValues] = useState<Record<RegisterField, string>>({ username: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState(noErrors);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (field: RegisterField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ form: null, fields: { ...current.fields, [field]: undefined } }));
    setServerError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateRegister(values);
    setErrors(found);
    setServerError(null);
    if (hasErrors(found)) return;

    setBusy(true);
    try {
      // The confirmation stays on the client.
      const input = { username: values.username.trim(), password: values.password };
      const { data } = await register({ variables: { input } });
      if (!data) throw new Error('Register returned no data');
      await signIn(data.register.user);
      showToast(t('register.success'), { tone: 'success' });
      await navigate(paths.home.getHref(), { replace: true });
    } catch (error) {
      setServerError(errorMessage(error, 'auth:register.failed', 'auth:networkError'));
      setBusy(false);
    }
  };

  const fieldError = (field: RegisterField) => {
    const key = errors.fields[field];
    return key ? t(key) : null;
  };
  const formMessage = serverError ?? (errors.form ? t(errors.form) : null);

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
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
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
