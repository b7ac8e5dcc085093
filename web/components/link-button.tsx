import { Classes, type Intent } from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { isAdminAtom } from "../state/auth";

type LinkButtonProps = {
  href: string;
  children: ReactNode;
  /** Blueprint's looks, as its Button takes them. */
  variant?: "minimal" | "outlined";
  size?: "small";
  intent?: Intent;
  /** Shown to an administrator only: it leads where the server refuses a family member. */
  adminOnly?: boolean;
  "aria-label"?: string;
  title?: string;
};

/**
 * A way to another screen that looks like a button. It stays a link (an <a>):
 * it opens in a new tab and reads as a link to a screen reader.
 */
export function LinkButton(props: LinkButtonProps) {
  const { href, children, variant, size, intent, adminOnly, ...rest } = props;
  const isAdmin = useAtomValue(isAdminAtom);
  if (adminOnly && !isAdmin) return null;
  const className = [
    Classes.BUTTON,
    variant === "minimal" && Classes.MINIMAL,
    variant === "outlined" && Classes.OUTLINED,
    size === "small" && Classes.SMALL,
    intent && Classes.intentClass(intent),
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <Link href={href} className={className} {...rest}>
      {children}
    </Link>
  );
}
