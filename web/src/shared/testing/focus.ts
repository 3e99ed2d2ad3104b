/**
 * The focused element as a browser would have it. jsdom keeps the focus on a control that became
 * `disabled`; browsers drop it to <body>, where keyboard and screen-reader users lose their place.
 */
export function focusedElement(): Element | null {
  const active = document.activeElement;
  return active?.matches(':disabled') ? document.body : active;
}
