import { AnchorButton, Classes, H1, H2 } from "@blueprintjs/core";
import { Link } from "wouter";
import { paths } from "../../lib/paths";
import { PlainLayout } from "../frame/plain-layout";

export type ErrorScreenProps = {
  code: string;
  title: string;
  description: string;
  backLabel: string;
};

/** Big status code, a title, a sentence and a button back to the home page. */
export function ErrorScreen({ code, title, description, backLabel }: ErrorScreenProps) {
  return (
    <PlainLayout>
      <div style={{ textAlign: "center" }}>
        <H1 style={{ fontSize: 96, lineHeight: 1, margin: "0 0 16px" }}>{code}</H1>
        <H2>{title}</H2>
        <p className={Classes.TEXT_MUTED}>{description}</p>
        <Link href={paths.root} asChild>
          {/* A real link (role link), styled as Blueprint's large primary button. */}
          <AnchorButton role="link" intent="primary" size="large" text={backLabel} />
        </Link>
      </div>
    </PlainLayout>
  );
}
