import { Callout, Classes, NonIdealState, Spinner } from "@blueprintjs/core";
import { RefreshIcon } from "@blueprintjs/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type Site, sitesQueryKey, sitesQueryOptions } from "../../components/api/get-sites";
import { BusyButton } from "../../components/busy-button";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { PageFrame } from "../../components/page-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import { toast } from "../../lib/toaster";
import { useRouteFrame } from "../frame/use-route-frame";
import { deleteSite } from "./api/delete-site";
import { catalogueQueryOptions } from "./api/get-catalogue";
import { overviewQueryKey, overviewQueryOptions } from "./api/get-overview";
import { sharesQueryKey, sharesQueryOptions } from "./api/get-shares";
import { updateSites } from "./api/update-sites";
import { SiteCharts } from "./site-charts";
import { SiteDialog } from "./site-dialog";
import { SiteTable } from "./site-table";
import { StatCards } from "./stat-cards";
import "./site.css";
import { LoadError } from "../../components/load-error";
import { useBusyAction } from "../../components/use-busy-action";

/** /site/dashboard: site data, charts and the configured sites (screens.md /site/dashboard). */
export function SiteDashboardPage() {
  const { LL } = useI18nContext();
  const t = LL.site;
  const { title, breadcrumb } = useRouteFrame();
  const client = useQueryClient();
  const catalogue = useQuery(catalogueQueryOptions());
  const overview = useQuery(overviewQueryOptions());
  const sites = useQuery(sitesQueryOptions());
  const shares = useQuery(sharesQueryOptions());
  const [hideNames, setHideNames] = useState(false);
  const [dialog, setDialog] = useState<{ open: boolean; editing: Site | null }>({
    open: false,
    editing: null,
  });
  const [doomed, setDoomed] = useState<Site | null>(null);
  const deleting = useBusyAction();
  const refreshing = useBusyAction();

  const reload = () =>
    Promise.all(
      [sitesQueryKey, overviewQueryKey, sharesQueryKey].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );

  const refresh = async () => {
    await refreshing.attempt(async () => {
      const { message } = await updateSites();
      toast.success(message || t.refreshDone());
      await reload();
    });
  };

  const remove = async () => {
    if (!doomed) return;
    const name = doomed.alias || doomed.site_name;
    await deleting.attempt(async () => {
      await deleteSite(doomed.id);
      toast.success(t.remove.done({ name }));
      setDoomed(null);
      await reload();
    });
  };

  const failed = [overview, sites, shares].find((q) => q.isError);
  const count = overview.data?.site_count ?? sites.data?.length ?? 0;
  const vip = overview.data?.site_vip_count ?? 0;

  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <div className="mr-section-head mr-site-subheader">
        <p className={Classes.TEXT_MUTED}>
          {t.siteCount({ count })}
          {vip > 0 && t.vipCount({ count: vip })}
        </p>
        <BusyButton
          icon={<RefreshIcon />}
          text={t.refresh()}
          loading={refreshing.busy}
          onClick={() => void refresh()}
        />
      </div>
      {refreshing.busy && (
        <Callout intent="primary" role="status" className="mr-site-refreshing">
          {t.refreshing()}
        </Callout>
      )}
      {failed && (
        <LoadError
          error={failed.error}
          sentence={t.loadFailed}
          onRetry={() => void reload()}
          className="mr-site-failed"
        />
      )}
      {overview.data ? (
        <StatCards overview={overview.data} />
      ) : (
        overview.isPending && <div className={`mr-site-stats-skeleton ${Classes.SKELETON}`} />
      )}
      {shares.data ? (
        <SiteCharts shares={shares.data} />
      ) : (
        shares.isPending && <div className={`mr-site-charts-skeleton ${Classes.SKELETON}`} />
      )}
      {sites.data ? (
        <SiteTable
          sites={sites.data}
          catalogue={catalogue.data ?? []}
          hideNames={hideNames}
          onToggleNames={() => setHideNames((h) => !h)}
          onAdd={() => setDialog({ open: true, editing: null })}
          onEdit={(s) => setDialog({ open: true, editing: s })}
          onDelete={setDoomed}
        />
      ) : sites.isPending ? (
        <NonIdealState icon={<Spinner size={30} />} />
      ) : null}
      <SiteDialog
        isOpen={dialog.open}
        editing={dialog.editing}
        catalogue={catalogue.data ?? []}
        sites={sites.data ?? []}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        onSaved={(name, added) => {
          setDialog((d) => ({ ...d, open: false }));
          toast.success(added ? t.form.added({ name }) : t.form.updated({ name }));
          void reload();
        }}
      />
      <ConfirmDialog
        isOpen={doomed !== null}
        title={t.remove.title()}
        confirmText={t.remove.confirm()}
        cancelText={t.remove.cancel()}
        busy={deleting.busy}
        onCancel={() => setDoomed(null)}
        onConfirm={() => void remove()}
      >
        {t.remove.body({ name: doomed ? doomed.alias || doomed.site_name : "" })}
      </ConfirmDialog>
    </PageFrame>
  );
}
