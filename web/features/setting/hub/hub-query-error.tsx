import { Callout } from "@blueprintjs/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { BusyButton } from "../../../components/busy-button";
import { useI18nContext } from "../../../i18n/i18n-react";
import { errorMessage } from "../../../lib/error-message";

/**
 * Why a hub section could not load, with 重试. Nothing while loading: the
 * hub's lists simply appear when their data arrives (screens.md).
 */
export function HubQueryError({ query }: { query: UseQueryResult<unknown> }) {
  const { LL } = useI18nContext();
  if (!query.isError) return null;
  const message = errorMessage(query.error) ?? LL.common.somethingWentWrong();
  return (
    <Callout intent="warning" compact role="alert" className="mr-hub-error">
      <span>{LL.settingHub.loadFailed({ message })}</span>{" "}
      <BusyButton
        size="small"
        text={LL.settingHub.retry()}
        loading={query.isFetching}
        onClick={() => void query.refetch()}
      />
    </Callout>
  );
}
