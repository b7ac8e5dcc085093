import { Card, H2 } from "@blueprintjs/core";
import { type ReactNode, useId } from "react";

export type HubSectionProps = {
  title: string;
  /** The rows (HubRow, HubButtonRow): list items. */
  children: ReactNode;
  /** Above the rows: why the section could not load. */
  status?: ReactNode;
};

/** One titled card of the hub; its rows form a list named by the title. */
export function HubSection({ title, children, status }: HubSectionProps) {
  const id = useId();
  return (
    <Card elevation={1} className="mr-hub-section">
      <H2 id={id} className="mr-hub-section-title">
        {title}
      </H2>
      {status}
      <ul className="mr-hub-list" aria-labelledby={id}>
        {children}
      </ul>
    </Card>
  );
}
