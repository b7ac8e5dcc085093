import { Card, Checkbox, H2 } from "@blueprintjs/core";
import { ImportIcon, PlusIcon } from "@blueprintjs/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { lazyDialog } from "../../components/lazy-dialog";
import { SubLogDialog } from "../../components/media-card/lazy-dialogs";
import { PageFrame } from "../../components/page-frame";
import { SkeletonRows } from "../../components/skeleton-rows";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toaster";
import { QueryGate } from "../config/query-gate";
import { useRouteFrame } from "../frame/use-route-frame";
import { deleteCustomSub } from "./api/delete-sub-custom";
import { enableCustomSub } from "./api/enable-sub-custom";
import { customListQueryKey, customListQueryOptions } from "./api/get-sub-custom-list";
import { topRulesQueryOptions } from "./api/get-top-sub-rule-list";
import type { CustomSubItem } from "./api/types";
import { CustomSubRow, type RowAction } from "./custom-sub-list";
import { SharedRuleCard } from "./shared-rule-card";
import { useBuiltin } from "./use-builtin";

// What a row or 导入 opens loads on first use.
const ImportDialog = lazyDialog(() => import("./import-dialog"), "ImportDialog");
const RecordsDialog = lazyDialog(() => import("./records-dialog"), "RecordsDialog");
const RunDialog = lazyDialog(() => import("./run-dialog"), "RunDialog");
const ShareDialog = lazyDialog(() => import("./share-dialog"), "ShareDialog");

import "./custom-sub.css";
import { useBusyAction } from "../../components/use-busy-action";

type Open = { action: Exclude<RowAction, "edit" | "toggle">; item: CustomSubItem } | null;

export const editCustomSubHref = (id: number) => `${paths.subscribe.editCustomSub}?id=${id}`;

/** /subscribe/custom-index (screens.md): 我的订阅 with its actions; 热门分享 only with a community. */
export function CustomIndexPage() {
  const { LL } = useI18nContext();
  const t = LL.customSub.index;
  const { title, breadcrumb } = useRouteFrame();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const builtin = useBuiltin();
  const list = useQuery(customListQueryOptions());
  const top = useQuery({ ...topRulesQueryOptions(), enabled: builtin === false });
  const [open, setOpen] = useState<Open>(null);
  const [importing, setImporting] = useState(false);
  const [deleteRemote, setDeleteRemote] = useState(false);
  const { busy, attempt } = useBusyAction();
  const refresh = () => queryClient.invalidateQueries({ queryKey: customListQueryKey });

  const onAction = async (item: CustomSubItem, action: RowAction) => {
    if (action === "edit") return navigate(editCustomSubHref(item.id));
    if (action === "toggle") {
      try {
        await enableCustomSub(item.id, !item.enable);
      } catch (err) {
        void toast.error(errorMessage(err) ?? LL.common.somethingWentWrong());
      }
      await refresh();
      return;
    }
    setDeleteRemote(false);
    setOpen({ action, item });
  };

  const remove = async (item: CustomSubItem) => {
    await attempt(async () => {
      const done = await deleteCustomSub(item.id, deleteRemote);
      void toast.success(done.message);
      await refresh();
    });
    setOpen(null);
  };

  const item = open?.item;
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <Card elevation={1} className="mr-custom-card" role="region" aria-labelledby="custom-mine">
        <H2 id="custom-mine" className="mr-custom-title">
          {t.mine()}
        </H2>
        <QueryGate query={list} loading={<SkeletonRows rows={3} label={LL.common.loading()} />}>
          {(subs) => (
            <ul className="mr-custom-list" aria-labelledby="custom-mine">
              {subs.map((s) => (
                <CustomSubRow key={s.id} item={s} onAction={(a) => void onAction(s, a)} />
              ))}
              {subs.length === 0 && <li className="mr-custom-empty">{t.empty()}</li>}
              <li className="mr-custom-row">
                <Link
                  href={paths.subscribe.editCustomSub}
                  className="mr-custom-row-main mr-plain-button"
                >
                  <span className="mr-custom-avatar" aria-hidden="true">
                    <PlusIcon size={20} />
                  </span>
                  <span className="mr-custom-name">{t.add()}</span>
                </Link>
              </li>
              <li className="mr-custom-row">
                <button
                  type="button"
                  className="mr-custom-row-main mr-plain-button"
                  onClick={() => setImporting(true)}
                >
                  <span className="mr-custom-avatar" aria-hidden="true">
                    <ImportIcon size={20} />
                  </span>
                  <span className="mr-custom-name">{t.import()}</span>
                </button>
              </li>
            </ul>
          )}
        </QueryGate>
      </Card>
      {builtin === false && (
        <Card elevation={1} className="mr-custom-card" role="region" aria-labelledby="custom-hot">
          <H2 id="custom-hot" className="mr-custom-title">
            {t.hot()}
          </H2>
          <QueryGate query={top}>
            {(rules) =>
              rules.length === 0 ? (
                <p>{t.hotEmpty()}</p>
              ) : (
                <div className="mr-custom-shared-grid">
                  {rules.map((r) => (
                    <SharedRuleCard key={r.id} rule={r} />
                  ))}
                </div>
              )
            }
          </QueryGate>
        </Card>
      )}
      {open?.action === "log" && item && (
        <SubLogDialog
          title={item.name}
          subId={item.id}
          subType="CustomSub"
          onClose={() => setOpen(null)}
        />
      )}
      {open?.action === "run" && item && (
        <RunDialog
          subId={item.id}
          onClose={(ran) => {
            setOpen(null);
            if (ran) void refresh();
          }}
        />
      )}
      {open?.action === "records" && item && (
        <RecordsDialog subId={item.id} name={item.name} onClose={() => setOpen(null)} />
      )}
      {open?.action === "share" && item && (
        <ShareDialog
          subId={item.id}
          name={item.name}
          builtin={builtin !== false}
          onClose={() => setOpen(null)}
        />
      )}
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
      <ConfirmDialog
        isOpen={open?.action === "remove"}
        title={LL.customSub.remove.title()}
        confirmText={LL.customSub.remove.confirm()}
        cancelText={LL.customSub.remove.cancel()}
        busy={busy}
        onCancel={() => setOpen(null)}
        onConfirm={() => item && void remove(item)}
      >
        <p>{LL.customSub.remove.text({ name: item?.name ?? "" })}</p>
        {builtin === false && item?.personal && item.remote_sub_rule_id && (
          <Checkbox
            label={LL.customSub.remove.remote()}
            checked={deleteRemote}
            onChange={(e) => setDeleteRemote(e.currentTarget.checked)}
          />
        )}
      </ConfirmDialog>
    </PageFrame>
  );
}
