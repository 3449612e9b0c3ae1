import type { SVGProps } from 'react';

/** Icons are drawn on a 24-unit grid in currentColor, and hidden from screen readers. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export function SvgIcon({ size = 22, children, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
