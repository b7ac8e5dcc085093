import { Callout, Spinner } from "@blueprintjs/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useI18nContext } from "../../../i18n/i18n-react";
import { QueryGate } from "../../config/query-gate";

export type LogFilesGateProps = {
  query: UseQueryResult<string[]>;
  children: (files: string[]) => ReactNode;
};

/** A spinner while the file list loads; why it failed, with 重试; a note when there is no log yet. */
export function LogFilesGate({ query, children }: LogFilesGateProps) {
  const { LL } = useI18nContext();
  const t = LL.settingLog.appLog;
  const loading = (
    <div role="status" aria-label={LL.common.loading()} className="mr-log-loading">
      <Spinner size={32} />
    </div>
  );
  return (
    <QueryGate query={query} loading={loading} failed={t.filesFailed}>
      {(files) =>
        files.length === 0 ? (
          <Callout intent="primary" compact>
            {t.noFiles()}
          </Callout>
        ) : (
          children(files)
        )
      }
    </QueryGate>
  );
}
