// The frame every icon shares: a decorative 24×24 stroke SVG with a fixed
// size (no layout shift), hidden from assistive technology (the control that
// holds one carries the name).
import type { ReactNode, SVGProps } from "react";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { size?: number };

export function Icon({ children, size = 20, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
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
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon component drawing `shape` in the shared frame; `defaultSize` unless the caller gives one. */
export function defineIcon(name: string, shape: ReactNode, defaultSize = 20) {
  function DefinedIcon({ size = defaultSize, ...props }: IconProps) {
    return (
      <Icon size={size} {...props}>
        {shape}
      </Icon>
    );
  }
  DefinedIcon.displayName = name;
  return DefinedIcon;
}
