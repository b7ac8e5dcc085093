import { Button, Classes, H3, Spinner } from "@blueprintjs/core";
import { RefreshIcon, TrashIcon } from "@blueprintjs/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ExternalLink } from "../../components/external-link";
import { ShowDialog } from "../../components/show-dialog";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { toast } from "../../lib/toaster";
import { deleteCustomRecord } from "./api/delete-custom-sub-record";
import { customRecordsQueryKey, customRecordsQueryOptions } from "./api/get-custom-sub-record";
import { customListQueryKey } from "./api/get-sub-custom-list";
import { renewCustomRecord } from "./api/renew-custom-sub-record";
import type { CustomRecord } from "./api/types";

const GROUPS = ["Pending", "SubmitDownloadFailed", "SubmitDownloadSucceeded"] as const;

/** 来自<name>的下载记录: the torrents by status; retry a failed one, delete the others. */
export function RecordsDialog(props: { subId: number; name: string; onClose: () => void }) {
  const { LL } = useI18nContext();
  const t = LL.customSub.records;
  const queryClient = useQueryClient();
  const records = useQuery(customRecordsQueryOptions(props.subId));

  const act = async (fn: () => Promise<{ message: string }>) => {
    try {
      const done = await fn();
      if (done.message) void toast.success(done.message);
    } catch (err) {
      void toast.error(errorMessage(err) ?? LL.common.somethingWentWrong());
    }
    await queryClient.invalidateQueries({ queryKey: customRecordsQueryKey(props.subId) });
    await queryClient.invalidateQueries({ queryKey: customListQueryKey });
  };

  const item = (r: CustomRecord) => {
    const retry = r.status === "SubmitDownloadFailed" && !!r.download_message;
    return (
      <li key={r.id} className="mr-custom-record">
        <div className="mr-custom-record-text">
          <ExternalLink href={r.torrent_detail_url}>
            {r.torrent_subject || r.torrent_name}
          </ExternalLink>
          <div className={Classes.TEXT_SMALL}>{r.torrent_name}</div>
          <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
            {r.size} · {r.site_name}
            {r.download_message ? ` · ${r.download_message}` : ""}
          </div>
        </div>
        {retry ? (
          <Button
            variant="minimal"
            icon={<RefreshIcon />}
            aria-label={t.retry({ name: r.torrent_name })}
            onClick={() => void act(() => renewCustomRecord(r.id))}
          />
        ) : (
          <Button
            variant="minimal"
            intent="danger"
            icon={<TrashIcon />}
            aria-label={t.remove({ name: r.torrent_name })}
            onClick={() => void act(() => deleteCustomRecord(r.id))}
          />
        )}
      </li>
    );
  };

  const groups = (records.data ?? []).filter((g) => g.items.length > 0);
  return (
    <ShowDialog
      title={t.title({ name: props.name })}
      onClose={props.onClose}
      className="mr-custom-dialog"
      closeText={t.close()}
    >
      {records.isLoading && <Spinner size={32} />}
      {records.isError && <p role="alert">{errorMessage(records.error)}</p>}
      {records.isSuccess && groups.length === 0 && <p>{t.empty()}</p>}
      {GROUPS.map((status) => {
        const g = groups.find((x) => x.status === status);
        if (!g) return null;
        return (
          <section key={status} aria-labelledby={`records-${status}`}>
            <H3 id={`records-${status}`} className="mr-custom-group">
              {t[status]({ n: g.items.length })}
            </H3>
            <ul className="mr-custom-records">{g.items.map(item)}</ul>
          </section>
        );
      })}
    </ShowDialog>
  );
}
