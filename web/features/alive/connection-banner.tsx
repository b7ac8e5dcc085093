import { Button, Spinner } from "@blueprintjs/core";
import { OfflineIcon, RefreshIcon } from "@blueprintjs/icons";
import { useSyncExternalStore } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { connection } from "../../lib/connection";
import { pageReloader } from "../../lib/page-reload";
import { probeNow } from "./connection-monitor";
import "./connection-banner.css";

export function useConnection() {
  return useSyncExternalStore(connection.subscribe, connection.getSnapshot);
}

/**
 * One bar above everything: the server is not answering (goes away by itself
 * when it is back), or a new build is running and a reload is offered. The
 * live region is always in the page so screen readers announce the change.
 */
export function ConnectionBanner() {
  const { LL } = useI18nContext();
  const { up, reloadOffer } = useConnection();
  let content = null;
  if (!up) {
    content = (
      <div className="mr-alive-banner mr-alive-banner-down" data-testid="connection-down">
        <OfflineIcon className="mr-alive-icon" />
        <div className="mr-alive-text">
          <strong>{LL.alive.banner.down()}</strong>
          <span>{LL.alive.banner.downHint()}</span>
        </div>
        <Spinner size={16} aria-hidden />
        <Button size="small" variant="outlined" onClick={probeNow}>
          {LL.alive.banner.retryNow()}
        </Button>
      </div>
    );
  } else if (reloadOffer) {
    content = (
      <div className="mr-alive-banner mr-alive-banner-build" data-testid="reload-offer">
        <RefreshIcon className="mr-alive-icon" />
        <div className="mr-alive-text">
          <strong>{LL.alive.banner.newBuild()}</strong>
          <span>{LL.alive.banner.newBuildHint()}</span>
        </div>
        <Button size="small" intent="primary" onClick={() => pageReloader.reload()}>
          {LL.alive.banner.reload()}
        </Button>
        <Button size="small" variant="minimal" onClick={() => connection.dismissOffer()}>
          {LL.alive.banner.later()}
        </Button>
      </div>
    );
  }
  return (
    <div className="mr-alive-region" role="status" aria-live="polite">
      {content}
    </div>
  );
}
