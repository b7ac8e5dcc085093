import { Classes } from "@blueprintjs/core";

export type SkeletonRowsProps = {
  /** How many placeholder rows. */
  rows: number;
  /** What is loading, for assistive technology ("加载中…"). */
  label: string;
};

/** Placeholder rows (Blueprint skeletons) while a list loads, announced as busy. */
export function SkeletonRows({ rows, label }: SkeletonRowsProps) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => {
        // Identical placeholders that never move: the index is a stable key.
        const key = i;
        return (
          <div key={key} className={Classes.SKELETON} style={{ height: 40, marginBottom: 8 }} />
        );
      })}
    </div>
  );
}
