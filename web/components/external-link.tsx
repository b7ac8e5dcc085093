import type { ReactNode } from "react";

/** A link that opens another site in a new tab without handing it this window. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className="mr-external-link" href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
