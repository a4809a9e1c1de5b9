import { AppLink } from "@/components/ui/app-link";
import type { ComponentProps } from "react";
import styles from "./button.module.css";

/** "danger": a dangerous action (delete), red. */
export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost";
export type ButtonSize = "small" | "medium" | "large";

type ButtonStyleOptions = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string | undefined;
};

/** The class names of the shared button look, for a <button> or any link. */
export function buttonClassName({ variant = "primary", size = "medium", block = false, className }: ButtonStyleOptions = {}): string {
  return [styles.button, styles[variant], size === "medium" ? undefined : styles[size], block ? styles.block : undefined, className].filter(Boolean).join(" ");
}

export type ButtonLinkProps = ComponentProps<typeof AppLink> & Omit<ButtonStyleOptions, "className">;

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, block, className, ...linkProps }: ButtonLinkProps) {
  return <AppLink {...linkProps} className={buttonClassName({ variant, size, block, className })} />;
}
