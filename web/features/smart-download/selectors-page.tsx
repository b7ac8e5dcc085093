import { AnchorButton, Button, Card, Classes, H2 } from "@blueprintjs/core";
import { EditIcon, FilterIcon, PlusIcon, SortIcon, TrashIcon } from "@blueprintjs/icons";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { ConfirmRemoveDialog, useConfirmedRemove } from "../../components/confirmed-remove";
import {
  type FilterConfig,
  filterOptionsQueryKey,
} from "../../components/filter-form/filter-options";
import { MenuButton } from "../../components/menu-button";
import { PageFrame } from "../../components/page-frame";
import { SkeletonRows } from "../../components/skeleton-rows";
import { useI18nContext } from "../../i18n/i18n-react";
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

/** One of the two lists: a card named by its heading, with the heading's action beside it. */
function SelectorsCard(props: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card elevation={1} className="mr-selectors-card" role="region" aria-labelledby={props.id}>
      <div className="mr-selectors-head">
        <H2 id={props.id} className="mr-selectors-title">
          {props.title}
        </H2>
        {props.action}
      </div>
      {props.children}
    </Card>
  );
}

/** /smartDownload/selectors (screens.md): 过滤器 on the left, 排序规则 (read-only) on the right. */
export function SelectorsPage() {
  const { LL } = useI18nContext();
  const t = LL.smartDownload.selectors;
  const { title, breadcrumb } = useRouteFrame();
  const [, navigate] = useLocation();
  const filters = useQuery(filterListQueryOptions());
  const rules = useQuery(ruleListQueryOptions());
  const removal = useConfirmedRemove(deleteFilter, [filterListQueryKey, filterOptionsQueryKey]);
  // screens.md: skeleton rows while the lists load.
  const skeleton = <SkeletonRows rows={3} label={LL.common.loading()} />;

  const scope = (f: FilterConfig) => {
    const types = (f.apply_media_type ?? []).map((m) =>
      m === "Movie" || m === "TV" ? LL.filterForm.types[m]() : m,
    );
    const parts = [...types, ...(f.apply_cate ?? []), ...(f.apply_area ?? [])];
    return parts.length > 0 ? parts.join(" · ") : t.anyScope();
  };

  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <div className="mr-selectors">
        <SelectorsCard
          id="filters-title"
          title={t.filters()}
          action={
            <Link href={paths.smartDownload.editFilter} asChild>
              <AnchorButton icon={<PlusIcon />} text={t.add()} aria-label={t.addLabel()} />
            </Link>
          }
        >
          <QueryGate query={filters} loading={skeleton}>
            {(list) =>
              list.length === 0 ? (
                <p className={Classes.TEXT_MUTED}>{t.empty()}</p>
              ) : (
                <ul className="mr-selectors-list" aria-labelledby="filters-title">
                  {list.map((f) => (
                    <SelectorsRow
                      key={f.filter_name}
                      icon={<FilterIcon className="mr-selectors-icon" />}
                      name={f.filter_name}
                      detail={scope(f)}
                    >
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
                            onClick: () => removal.ask(f.filter_name),
                          },
                        ]}
                      />
                    </SelectorsRow>
                  ))}
                </ul>
              )
            }
          </QueryGate>
        </SelectorsCard>
        <SelectorsCard id="rules-title" title={t.rules()}>
          <QueryGate query={rules} loading={skeleton}>
            {(list) => (
              <ul className="mr-selectors-list" aria-labelledby="rules-title">
                {list.map((r) => (
                  <SelectorsRow
                    key={r.rule_name}
                    icon={<SortIcon className="mr-selectors-icon" />}
                    name={r.rule_name}
                    detail={r.desc}
                  >
                    <Button
                      variant="minimal"
                      icon={<EditIcon />}
                      aria-label={t.editRule({ name: r.rule_name })}
                      onClick={() => void toast.info(t.rulesLocked())}
                    />
                  </SelectorsRow>
                ))}
              </ul>
            )}
          </QueryGate>
        </SelectorsCard>
      </div>
      <ConfirmRemoveDialog removal={removal} texts={t} name={(f) => f} />
    </PageFrame>
  );
}

/** One filter or rule: its icon, name and what it applies to, then its action. */
function SelectorsRow(props: {
  icon: ReactNode;
  name: string;
  detail: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="mr-selectors-row">
      {props.icon}
      <div className="mr-selectors-text">
        <div className="mr-selectors-name">{props.name}</div>
        <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{props.detail}</div>
      </div>
      {props.children}
    </li>
  );
}
