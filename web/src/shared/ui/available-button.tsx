import type { ComponentProps } from 'react';

export interface AvailableButtonProps extends Omit<ComponentProps<'button'>, 'type' | 'disabled' | 'onClick'> {
  /** False: shown unavailable (`aria-disabled`, styled like a disabled button) and a press does nothing. */
  available: boolean;
  onPress: () => void;
}

/**
 * A button that can become unavailable while it has the focus (a stepper pressed up to its limit, a
 * pager's end, a withdrawal under way) and keeps the focus then: a `disabled` button would drop it
 * to the page start, where keyboard and screen-reader users lose their place.
 */
export function AvailableButton({ available, onPress, ...button }: AvailableButtonProps) {
  return (
    <button
      type="button"
      {...button}
      aria-disabled={!available}
      onClick={() => {
        if (available) onPress();
      }}
    />
  );
}
