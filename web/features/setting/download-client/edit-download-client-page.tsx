import { Callout, Card } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useSearch } from "wouter";
import { PageFrame } from "../../../components/page-frame";
import { useI18nContext } from "../../../i18n/i18n-react";
import { paths } from "../../../lib/paths";
import { QueryGate } from "../../config/query-gate";
import { serviceLabel } from "../hub/service-icon";
import { downloadClientsQueryOptions } from "./api/get-download-clients";
import { DownloadClientEntryForm } from "./download-client-entry-form";
import { parseDownloadClientType } from "./download-client-type";
import "../../config/config.css";
import "../shared/hub-entry.css";
import "./site-select.css";

/** /setting/edit-download-client?type=&name=: 添加<Type>, or 编辑<name> with a name. */
export function EditDownloadClientPage() {
  const { LL } = useI18nContext();
  const t = LL.settingHub.downloadClient;
  const query = new URLSearchParams(useSearch());
  const kind = parseDownloadClientType(query.get("type"));
  const name = query.get("name") ?? "";
  const list = useQuery(downloadClientsQueryOptions());
  const label = serviceLabel(kind);
  const title = name ? t.titleEdit({ name }) : t.titleNew({ type: label });
  const breadcrumb = [{ label: LL.sections.settings(), href: paths.setting.index }, { label }];
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <Card elevation={1} className="mr-config-card">
        <QueryGate query={list}>
          {(entries) => {
            // Names are unique across types; the type only picks the form.
            const entry = name ? entries.find((e) => e.name === name) : undefined;
            if (name && !entry) {
              return (
                <Callout intent="warning" role="alert" compact>
                  {t.notFound({ name })}
                </Callout>
              );
            }
            const kindOf = entry?.type ?? kind;
            return (
              <DownloadClientEntryForm
                key={`${kindOf}/${name}`}
                kind={kindOf}
                entry={entry}
                title={title}
              />
            );
          }}
        </QueryGate>
      </Card>
    </PageFrame>
  );
}
