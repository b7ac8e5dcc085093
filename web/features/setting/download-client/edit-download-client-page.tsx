import { useQuery } from "@tanstack/react-query";
import { useI18nContext } from "../../../i18n/i18n-react";
import { serviceLabel } from "../hub/service-icon";
import { EntryPage, useEntryParams } from "../shared/entry-page";
import { downloadClientsQueryOptions } from "./api/get-download-clients";
import { DownloadClientEntryForm } from "./download-client-entry-form";
import { parseDownloadClientType } from "./download-client-type";
import "./site-select.css";

/** /setting/edit-download-client?type=&name=: 添加<Type>, or 编辑<name> with a name. */
export function EditDownloadClientPage() {
  const { LL } = useI18nContext();
  const t = LL.settingHub.downloadClient;
  const { kind, name } = useEntryParams(parseDownloadClientType);
  const list = useQuery(downloadClientsQueryOptions());
  const title = name ? t.titleEdit({ name }) : t.titleNew({ type: serviceLabel(kind) });
  return (
    <EntryPage title={title} kind={kind} name={name} list={list} notFound={t.notFound({ name })}>
      {(kindOf, entry) => <DownloadClientEntryForm kind={kindOf} entry={entry} title={title} />}
    </EntryPage>
  );
}
