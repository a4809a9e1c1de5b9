"use client";

import { AppLink } from "@/components/ui/app-link";
import type { ReactNode } from "react";
import { isCurrentLink } from "@/lib/navigation";
import { useCurrentPath } from "./use-current-path";

export type NavLinkProps = {
  href: string;
  className?: string | undefined;
  /** E.g. closing the menu the link is in. */
  onClick?: (() => void) | undefined;
  children: ReactNode;
};

/** A header link that marks itself aria-current="page" on its own page (style it with that attribute). */
export function NavLink({ href, className, onClick, children }: NavLinkProps) {
  const pathname = useCurrentPath();
  return (
    <AppLink href={href} className={className} onClick={onClick} aria-current={isCurrentLink(pathname, href) ? "page" : undefined}>
      {children}
    </AppLink>
  );
}
