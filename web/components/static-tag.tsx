import { Classes, type Intent } from "@blueprintjs/core";
import type { ReactNode } from "react";

export type StaticTagProps = {
  intent?: Intent;
  title?: string;
  /** Filled instead of Blueprint's light minimal look. */
  filled?: boolean;
  children: ReactNode;
};

/**
 * A round Blueprint tag (minimal unless filled) drawn with its classes only. Blueprint's
 * <Tag> wraps its text in <Text ellipsize>, which reads each tag's width
 * after every render (a forced layout per tag) and renders again with the
 * result; a list of cards with several chips each paid that per chip. The
 * ellipsis is CSS here, and nothing is measured.
 */
export function StaticTag({ intent, title, filled = false, children }: StaticTagProps) {
  const intentClass = intent === undefined ? undefined : Classes.intentClass(intent);
  return (
    <span
      title={title}
      className={[Classes.TAG, filled ? undefined : Classes.MINIMAL, Classes.ROUND, intentClass]
        .filter(Boolean)
        .join(" ")}
    >
      <span className={`${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>{children}</span>
    </span>
  );
}
