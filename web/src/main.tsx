import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles/global.css';
import { App } from './app/app';
import { preloadOpeningScreen } from './app/screens';
import { remembersReader } from './shared/auth/stored-user';

preloadOpeningScreen(window.location.pathname, remembersReader());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// As a transition, React renders the first screen in slices of a few milliseconds, yielding to the
// browser in between, rather than in one long task.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
