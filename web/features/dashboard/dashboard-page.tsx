import { Classes } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { PageFrame } from "../../components/page-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import { paths } from "../../lib/paths";
import { useRouteFrame } from "../frame/use-route-frame";
import { dashboardQueryOptions } from "./api/get-dashboard";
import { FiledTile, JobsTile, LibraryTile, SitesTile, SubscriptionsTile } from "./status-tiles";
import { ClientsTile, DisksTile } from "./transfer-tiles";
import { useLiveDashboard } from "./use-live-dashboard";
import "./dashboard.css";
import { LoadError } from "../../components/load-error";

/**
 * /movie/default — 数据统计: what the system is doing now, one tile per
 * concern, each linking to the screen that acts on it. Refreshed when the
 * window regains focus and live from the server's event stream (use-live-dashboard).
 */
export function DashboardPage() {
  const { LL } = useI18nContext();
  const { title, breadcrumb } = useRouteFrame();
  const summary = useQuery(dashboardQueryOptions());
  useLiveDashboard();
  const data = summary.data;
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <p className="mr-dashboard-trends">
        <Link href={paths.movie.analyze}>{LL.movieDashboard.trends()}</Link>
      </p>
      {summary.isError && (
        <LoadError
          error={summary.error}
          sentence={LL.movieDashboard.loadFailed}
          onRetry={() => void summary.refetch()}
        />
      )}
      {summary.isPending && <div className={`mr-tiles-skeleton ${Classes.SKELETON}`} />}
      {data && (
        <div className="mr-tiles">
          <ClientsTile tile={data.clients} />
          <DisksTile tile={data.disks} />
          <SitesTile tile={data.sites} />
          <SubscriptionsTile tile={data.subscriptions} />
          <FiledTile tile={data.filed} />
          <LibraryTile tile={data.library} />
          <JobsTile tile={data.jobs} />
        </div>
      )}
    </PageFrame>
  );
}
