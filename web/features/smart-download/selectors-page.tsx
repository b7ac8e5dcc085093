import { AnchorButton, Button, Card, Classes, H2 } from "@blueprintjs/core";
import { EditIcon, FilterIcon, PlusIcon, SortIcon, TrashIcon } from "@blueprintjs/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { ConfirmDialog } from "../../components/confirm-dialog";
import {
  type FilterConfig,
  filterOptionsQueryKey,
} from "../../components/filter-form/filter-options";
import { MenuButton } from "../../components/menu-button";
import { PageFrame } from "../../components/page-frame";
import { SkeletonRows } from "../../components/skeleton-rows";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toaster";
import { QueryGate } from "../config/query-gate";
import { useRouteFrame } from "../frame/use-route-frame";
import { deleteFilter } from "./api/delete-filter";
import { filterListQueryKey, filterListQueryOptions } from "./api/get-filter-list";
import { ruleListQueryOptions } from "./api/get-rule-list";
import "./smart-download.css";

export const editFilterHref = (name: string) =>
  `${paths.smartDownload.editFilter}?filterName=${encodeURIComponent(name)}`;

/** /smartDownload/selectors (screens.md): 过滤器 on the left, 排序规则 (read-only) on the right. */
export function SelectorsPage() {
  const { LL } = useI18nContext();
  const t = LL.smartDownload.selectors;
  const { title, breadcrumb } = useRouteFrame();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const filters = useQuery(filterListQueryOptions());
  const rules = useQuery(ruleListQueryOptions());
  const [doomed, setDoomed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // screens.md: skeleton rows while the lists load.
  const skeleton = <SkeletonRows rows={3} label={LL.common.loading()} />;

  const scope = (f: FilterConfig) => {
    const types = (f.apply_media_type ?? []).map((m) =>
      m === "Movie" || m === "TV" ? LL.filterForm.types[m]() : m,
    );
    const parts = [...types, ...(f.apply_cate ?? []), ...(f.apply_area ?? [])];
    return parts.length > 0 ? parts.join(" · ") : t.anyScope();
  };

  const remove = async () => {
    if (doomed === null) return;
    setBusy(true);
    try {
      const done = await deleteFilter(doomed);
      void toast.success(done.message);
      await queryClient.invalidateQueries({ queryKey: filterListQueryKey });
      await queryClient.invalidateQueries({ queryKey: filterOptionsQueryKey });
    } catch (err) {
      void toast.error(errorMessage(err) ?? LL.common.somethingWentWrong());
    } finally {
      setBusy(false);
      setDoomed(null);
    }
  };

  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <div className="mr-selectors">
        <Card
          elevation={1}
          className="mr-selectors-card"
          role="region"
          aria-labelledby="filters-title"
        >
          <div className="mr-selectors-head">
            <H2 id="filters-title" className="mr-selectors-title">
              {t.filters()}
            </H2>
            <Link href={paths.smartDownload.editFilter} asChild>
              <AnchorButton icon={<PlusIcon />} text={t.add()} aria-label={t.addLabel()} />
            </Link>
          </div>
          <QueryGate query={filters} loading={skeleton}>
            {(list) =>
              list.length === 0 ? (
                <p className={Classes.TEXT_MUTED}>{t.empty()}</p>
              ) : (
                <ul className="mr-selectors-list" aria-labelledby="filters-title">
                  {list.map((f) => (
                    <li key={f.filter_name} className="mr-selectors-row">
                      <FilterIcon className="mr-selectors-icon" />
                      <div className="mr-selectors-text">
                        <div className="mr-selectors-name">{f.filter_name}</div>
                        <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
                          {scope(f)}
                        </div>
                      </div>
                      <MenuButton
                        label={t.actions({ name: f.filter_name })}
                        items={[
                          {
                            icon: <EditIcon />,
                            text: t.edit(),
                            onClick: () => navigate(editFilterHref(f.filter_name)),
                          },
                          {
                            icon: <TrashIcon />,
                            intent: "danger",
                            text: t.remove(),
                            onClick: () => setDoomed(f.filter_name),
                          },
                        ]}
                      />
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryGate>
        </Card>
        <Card
          elevation={1}
          className="mr-selectors-card"
          role="region"
          aria-labelledby="rules-title"
        >
          <div className="mr-selectors-head">
            <H2 id="rules-title" className="mr-selectors-title">
              {t.rules()}
            </H2>
          </div>
          <QueryGate query={rules} loading={skeleton}>
            {(list) => (
              <ul className="mr-selectors-list" aria-labelledby="rules-title">
                {list.map((r) => (
                  <li key={r.rule_name} className="mr-selectors-row">
                    <SortIcon className="mr-selectors-icon" />
                    <div className="mr-selectors-text">
                      <div className="mr-selectors-name">{r.rule_name}</div>
                      <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{r.desc}</div>
                    </div>
                    <Button
                      variant="minimal"
                      icon={<EditIcon />}
                      aria-label={t.editRule({ name: r.rule_name })}
                      onClick={() => void toast.info(t.rulesLocked())}
                    />
                  </li>
                ))}
              </ul>
            )}
          </QueryGate>
        </Card>
      </div>
      <ConfirmDialog
        isOpen={doomed !== null}
        title={t.confirmTitle()}
        confirmText={t.confirm()}
        cancelText={t.cancel()}
        busy={busy}
        onCancel={() => setDoomed(null)}
        onConfirm={() => void remove()}
      >
        {t.confirmText({ name: doomed ?? "" })}
      </ConfirmDialog>
    </PageFrame>
  );
}
