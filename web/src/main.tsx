import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles/global.css';
import { loadApolloClient } from './app/apollo-loader';
import { App } from './app/app';
import { preloadOpeningScreen } from './app/screens';
import { startSessionCheck } from './shared/auth/session-check';
import { remembersReader } from './shared/auth/stored-user';

const remembered = remembersReader();
preloadOpeningScreen(window.location.pathname, remembered);
// The start-up check leaves as soon as Apollo's code is in, not once the first screen has rendered.
if (remembered) startSessionCheck(loadApolloClient);

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
