import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles/global.css';
import { loadApolloClient } from './app/apollo-loader';
import { App } from './app/app';
import { preloadOpeningScreen } from './app/screens';
import { startSessionCheck } from './shared/auth/session-check';
import { remembersReader } from './shared/auth/stored-user';
import { yieldToMain } from './shared/lib/yield-to-main';

// The modules above are evaluated in one task (react-dom's among them); each step of the start-up
// below runs in a task of its own, so that no single one holds a phone's main thread for long.
const remembered = remembersReader();
await yieldToMain();
preloadOpeningScreen(window.location.pathname, remembered);
await yieldToMain();
// The start-up check leaves as soon as Apollo's code is in, not once the first screen has rendered.
if (remembered) startSessionCheck(loadApolloClient);
await yieldToMain();

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
