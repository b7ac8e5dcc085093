import { Callout, Card } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useSearch } from "wouter";
import { PageFrame } from "../../../components/page-frame";
import { useI18nContext } from "../../../i18n/i18n-react";
import { paths } from "../../../lib/paths";
import { QueryGate } from "../../config/query-gate";
import { serviceLabel } from "../hub/service-icon";
import { mediaServersQueryOptions } from "./api/get-media-servers";
import { MediaServerEntryForm } from "./media-server-entry-form";
import { parseMediaServerType } from "./media-server-type";
import "../../config/config.css";
import "../shared/hub-entry.css";

/** /setting/edit-media-server?type=&name=: 设置<Type>服务, a new entry without name. */
export function EditMediaServerPage() {
  const { LL } = useI18nContext();
  const query = new URLSearchParams(useSearch());
  const kind = parseMediaServerType(query.get("type"));
  const name = query.get("name") ?? "";
  const list = useQuery(mediaServersQueryOptions());
  const label = serviceLabel(kind);
  const title = LL.settingHub.mediaServer.title({ type: label });
  const breadcrumb = [{ label: LL.sections.settings(), href: paths.setting.index }, { label }];
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <Card elevation={1} className="mr-config-card">
        <QueryGate query={list}>
          {(entries) => {
            // Names are unique across types; the stored type wins over the URL's.
            const entry = name ? entries.find((e) => e.name === name) : undefined;
            if (name && !entry) {
              return (
                <Callout intent="warning" role="alert" compact>
                  {LL.settingHub.mediaServer.notFound({ name })}
                </Callout>
              );
            }
            // A fresh form per entry: its fields start from what is stored.
            const kindOf = entry?.type ?? kind;
            return <MediaServerEntryForm key={`${kindOf}/${name}`} kind={kindOf} entry={entry} />;
          }}
        </QueryGate>
      </Card>
    </PageFrame>
  );
}
