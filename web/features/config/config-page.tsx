import { Card, Classes, H1 } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { PageFrame } from "../../components/page-frame";
import { usePageTitle } from "../../lib/page-title";
import { PlainLayout } from "../frame/plain-layout";
import { useRouteFrame } from "../frame/use-route-frame";
import { WizardProgress } from "../setup/wizard-progress";
import { useFormMode } from "./form-mode";
import "./config.css";

export type ConfigPageProps = {
  /** The line under the heading (screens.md). */
  subtitle: ReactNode;
  children: ReactNode;
};

/**
 * The frame of one settings section. In the wizard: the plain centred
 * layout, a card with the heading and the line under it, like /setup/admin.
 * Under /config/*: the shell's page frame (breadcrumb, heading) and a card.
 * Title and breadcrumb come from the one route table.
 */
export function ConfigPage({ subtitle, children }: ConfigPageProps) {
  const mode = useFormMode();
  const { title, breadcrumb } = useRouteFrame();
  usePageTitle(title);
  const lead = <p className={Classes.TEXT_MUTED}>{subtitle}</p>;
  if (mode === "wizard") {
    return (
      <PlainLayout>
        <Card elevation={2}>
          <WizardProgress />
          <H1 className="mr-wizard-title">{title}</H1>
          {lead}
          {children}
        </Card>
      </PlainLayout>
    );
  }
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      {lead}
      <Card elevation={1} className="mr-config-card">
        {children}
      </Card>
    </PageFrame>
  );
}
