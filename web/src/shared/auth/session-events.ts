/**
 * A tiny channel from the Apollo link (outside React) to the auth provider: the link reports that
 * the server no longer knows the session, the provider clears the user and the route guard sends
 * the reader to /login.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function notifySessionExpired(): void {
  for (const listener of listeners) listener();
}

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
