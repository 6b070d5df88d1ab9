import type { ReactNode, SVGProps } from 'react';

// Inline SVG icons drawn from Lucide (https://lucide.dev, ISC licence): 24×24, stroke currentColor.
// Decorative by default (aria-hidden); the control around an icon carries the accessible name.
// One module per icon (icons.tsx re-exports them): the bundler puts each module in one chunk, so when the icons
// shared one module, every icon any screen drew rode in the first load.

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

export function createIcon(name: string, paths: ReactNode) {
  function Icon({ size = 20, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}
