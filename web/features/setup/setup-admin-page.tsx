import { Card, Classes, H1 } from "@blueprintjs/core";
import { useI18nContext } from "../../i18n/i18n-react";
import { usePageTitle } from "../../lib/page-title";
import { PlainLayout } from "../frame/plain-layout";
import { SetupAdminForm } from "./setup-admin-form";
import { WizardProgress } from "./wizard-progress";

/** /setup/admin: first step of the setup wizard (screens.md). */
export function SetupAdminPage() {
  const { LL } = useI18nContext();
  usePageTitle(LL.setupAdmin.pageTitle());
  return (
    <PlainLayout>
      <Card elevation={2}>
        <WizardProgress />
        <H1>{LL.setupAdmin.title()}</H1>
        <p className={Classes.TEXT_MUTED}>{LL.setupAdmin.subtitle()}</p>
        <SetupAdminForm />
      </Card>
    </PlainLayout>
  );
}
