import { Classes, type Intent } from "@blueprintjs/core";
import type { ReactNode } from "react";

export type StaticTagProps = { intent?: Intent; title?: string; children: ReactNode };

/**
 * A minimal, round Blueprint tag drawn with its classes only. Blueprint's
 * <Tag> wraps its text in <Text ellipsize>, which reads each tag's width
 * after every render (a forced layout per tag) and renders again with the
 * result; a list of cards with several chips each paid that per chip. The
 * ellipsis is CSS here, and nothing is measured.
 */
export function StaticTag({ intent, title, children }: StaticTagProps) {
  const intentClass = intent === undefined ? undefined : Classes.intentClass(intent);
  return (
    <span
      title={title}
      className={[Classes.TAG, Classes.MINIMAL, Classes.ROUND, intentClass]
        .filter(Boolean)
        .join(" ")}
    >
      <span className={`${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>{children}</span>
    </span>
  );
}
