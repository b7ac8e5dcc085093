import { Button, Callout, Spinner } from "@blueprintjs/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useI18nContext } from "../../../i18n/i18n-react";
import { errorMessage } from "../../../lib/error-message";

export type LogFilesGateProps = {
  query: UseQueryResult<string[]>;
  children: (files: string[]) => ReactNode;
};

/** A spinner while the file list loads; why it failed, with 重试; a note when there is no log yet. */
export function LogFilesGate({ query, children }: LogFilesGateProps) {
  const { LL } = useI18nContext();
  const t = LL.settingLog.appLog;
  if (query.isError) {
    const message = errorMessage(query.error) ?? LL.common.somethingWentWrong();
    return (
      <Callout intent="warning" role="alert" compact>
        <p>{t.filesFailed({ message })}</p>
        <Button text={t.retry()} onClick={() => void query.refetch()} />
      </Callout>
    );
  }
  if (!query.isSuccess) {
    return (
      <div role="status" aria-label={LL.common.loading()} className="mr-log-loading">
        <Spinner size={32} />
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <Callout intent="primary" compact>
        {t.noFiles()}
      </Callout>
    );
  }
  return children(query.data);
}
