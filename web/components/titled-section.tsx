import { Classes, H2 } from "@blueprintjs/core";
import type { ReactNode } from "react";

type TitledSectionProps = {
  /** The heading's id: it names the section. */
  id: string;
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  /** While there is nothing to list, this sentence (muted) instead of the children. */
  empty?: ReactNode;
  children?: ReactNode;
};

/** A section named by its h2, with its empty state: the detail pages' lists. */
export function TitledSection({
  id,
  title,
  className,
  titleClassName,
  empty,
  children,
}: TitledSectionProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <H2 id={id} className={titleClassName}>
        {title}
      </H2>
      {empty ? <p className={Classes.TEXT_MUTED}>{empty}</p> : children}
    </section>
  );
}
