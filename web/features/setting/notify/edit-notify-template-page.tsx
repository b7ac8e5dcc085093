import { Card } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { PageFrame } from "../../../components/page-frame";
import { QueryGate } from "../../config/query-gate";
import { useRouteFrame } from "../../frame/use-route-frame";
import { notifyTemplateQueryOptions } from "./api/get-notify-template";
import { TemplateEditor } from "./template-editor";
import "../../config/config.css";
import "./notify.css";

/** /setting/edit-notify-template (screens.md): every channel's message templates, one tab each. */
export function EditNotifyTemplatePage() {
  const { title, breadcrumb } = useRouteFrame();
  const query = useQuery(notifyTemplateQueryOptions());
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <Card elevation={1} className="mr-config-card">
        <QueryGate query={query}>{(tabs) => <TemplateEditor initial={tabs} />}</QueryGate>
      </Card>
    </PageFrame>
  );
}
