import { useQuery } from "@tanstack/react-query";
import { useI18nContext } from "../../../i18n/i18n-react";
import { serviceLabel } from "../hub/service-icon";
import { EntryPage, useEntryParams } from "../shared/entry-page";
import { mediaServersQueryOptions } from "./api/get-media-servers";
import { MediaServerEntryForm } from "./media-server-entry-form";
import { parseMediaServerType } from "./media-server-type";

/** /setting/edit-media-server?type=&name=: 设置<Type>服务, a new entry without name. */
export function EditMediaServerPage() {
  const { LL } = useI18nContext();
  const t = LL.settingHub.mediaServer;
  const { kind, name } = useEntryParams(parseMediaServerType);
  const list = useQuery(mediaServersQueryOptions());
  const title = t.title({ type: serviceLabel(kind) });
  return (
    <EntryPage title={title} kind={kind} name={name} list={list} notFound={t.notFound({ name })}>
      {(kindOf, entry) => <MediaServerEntryForm kind={kindOf} entry={entry} />}
    </EntryPage>
  );
}
