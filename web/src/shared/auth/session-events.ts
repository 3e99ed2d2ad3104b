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

// A sign-in (login or registration) happens on a guest screen; the signed-in frame that opens
// next notices it once, to preload home (spec section 4). A flag, not a listener: the frame's
// code is not loaded yet when the sign-in happens.
let signedIn = false;

export function noteSignIn(): void {
  signedIn = true;
}

/** True once after each sign-in. */
export function takeSignIn(): boolean {
  const noted = signedIn;
  signedIn = false;
  return noted;
}
