// The bare page of `pnpm bench:web`: React 19 and a small sign-in form, nothing else. Its
// Lighthouse scores are what this machine gives a page that does almost no work.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function SignInForm() {
  const [name, setName] = useState('');
  const [sent, setSent] = useState(false);
  return (
    <main style={{ maxWidth: 360, margin: '2rem auto', fontFamily: 'system-ui, sans-serif', color: '#1f2328' }}>
      <h1>Sign in</h1>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSent(true);
        }}
        style={{ display: 'grid', gap: '0.75rem' }}
      >
        <label htmlFor="username">Username</label>
        <input id="username" name="username" autoComplete="username" value={name} onChange={(event) => setName(event.target.value)} />
        <label htmlFor="password">Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" />
        <button type="submit" style={{ padding: '0.75rem', background: '#9a3412', color: '#ffffff', border: 0, borderRadius: 8 }}>
          Sign in
        </button>
      </form>
      {sent && <p role="status">Welcome, {name || 'reader'}.</p>}
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <SignInForm />
  </StrictMode>,
);
