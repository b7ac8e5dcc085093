import { Classes } from "@blueprintjs/core";
import "./skeleton-rows.css";

export type SkeletonRowsProps = {
  /** How many placeholder rows. */
  rows: number;
  /** The status's accessible name: 加载中… (LL.common.loading()). */
  label: string;
};

/**
 * A list still loading: `rows` Blueprint skeleton rows shaped like the list's
 * own (an icon, a name, a shorter second line), inside one busy status region.
 * The shapes are hidden from assistive technology; the region's name is read.
 */
export function SkeletonRows({ rows, label }: SkeletonRowsProps) {
  const keys = Array.from({ length: Math.max(0, rows) }, (_, i) => i);
  return (
    <div role="status" aria-busy="true" aria-label={label} className="mr-skeleton-rows">
      {keys.map((n) => (
        <div key={n} className="mr-skeleton-row" aria-hidden="true">
          <span className={`mr-skeleton-icon ${Classes.SKELETON}`} />
          <span className="mr-skeleton-text">
            <span className={`mr-skeleton-line ${Classes.SKELETON}`} />
            <span className={`mr-skeleton-line mr-skeleton-line-short ${Classes.SKELETON}`} />
          </span>
        </div>
      ))}
    </div>
  );
}
