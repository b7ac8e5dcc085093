import { Card, H2 } from "@blueprintjs/core";
import type { ReactNode } from "react";

/** One titled section of the custom subscription editor, a region named by its heading. */
export function EditorCard(props: { id: string; title: string; children: ReactNode }) {
  return (
    <Card elevation={1} role="region" aria-labelledby={props.id}>
      <H2 id={props.id} className="mr-custom-title">
        {props.title}
      </H2>
      {props.children}
    </Card>
  );
}
