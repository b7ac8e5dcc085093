import type { ReactNode } from "react";

export type CardGridProps = {
  /**
   * The most cards a row as the screen widens (styles/global.css):
   * "four": 1, then 2 from 768 px, 3 from 1024 px, 4 from 1440 px;
   * "three": 1, then 2 from 600 px, 3 from 1280 px.
   * Without it one a row, unless `className` sets the columns.
   */
  columns?: "three" | "four";
  /** The list's own class, for what differs from the shared grid. */
  className?: string;
  /** The list's accessible name. */
  label?: string;
  /** One `<li>` a card. */
  children: ReactNode;
};

/** Cards as a list laid out in a grid: 16 px apart, as many a row as `columns` lets the width hold. */
export function CardGrid({ columns, className, label, children }: CardGridProps) {
  const classes = ["mr-card-grid", columns && `mr-card-grid-${columns}`, className].filter(Boolean);
  return (
    <ul className={classes.join(" ")} aria-label={label}>
      {children}
    </ul>
  );
}
