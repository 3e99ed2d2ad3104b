import type { ReactNode } from 'react';

interface LineIconProps {
  /** Width and height in CSS pixels; the drawing is on a 24-unit grid. */
  size?: number;
  strokeWidth?: number;
  /** The icon's paths and shapes. */
  children: ReactNode;
}

/**
 * An outline icon drawn in the text's colour. Hidden from assistive technology: the button or link
 * that holds it carries the name.
 */
export function LineIcon({ size = 24, strokeWidth = 2, children }: LineIconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={strokeWidth} aria-hidden="true">
      {children}
    </svg>
  );
}
