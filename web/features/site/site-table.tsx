import { Button, Card, Classes, H2, HTMLTable, Tag, Tooltip } from "@blueprintjs/core";
import { EditIcon, EyeOffIcon, EyeOpenIcon, PlusIcon, TrashIcon } from "@blueprintjs/icons";
import type { Site } from "../../components/api/get-sites";
import { ExternalLink } from "../../components/external-link";
import { useI18nContext } from "../../i18n/i18n-react";
import { formatSizeMb } from "../../lib/format-size";
import type { CatalogueSite } from "./api/get-catalogue";
import { isOn, siteHref } from "./site-model";

export type SiteTableProps = {
  sites: readonly Site[];
  catalogue: readonly CatalogueSite[];
  hideNames: boolean;
  onToggleNames: () => void;
  onAdd: () => void;
  onEdit: (site: Site) => void;
  onDelete: (site: Site) => void;
};

function StatusTag({ site }: { site: Site }) {
  const { LL } = useI18nContext();
  const t = LL.site.status;
  if (site.status === 1)
    return (
      <Tag intent="success" minimal>
        {t.ok()}
      </Tag>
    );
  if (site.status === 2) {
    return (
      <span className="mr-site-health">
        <Tag intent="danger" minimal>
          {t.error()}
        </Tag>
        {site.status_reason && <span className="mr-site-health-reason">{site.status_reason}</span>}
      </span>
    );
  }
  return (
    <Tag intent="warning" minimal>
      {t.unknown()}
    </Tag>
  );
}

/** A site's request budget this hour, what spent it, a pause the site asked for and how often it asked today. */
function BudgetLine({ site }: { site: Site }) {
  const { LL } = useI18nContext();
  const b = site.budget;
  if (!b) return null;
  const t = LL.site.status;
  const parts = Object.entries(b.hour_by)
    .map(([name, n]) => `${name} ${n}`)
    .join(" · ");
  return (
    <span className="mr-site-budget" title={t.budgetBy({ parts, day: b.day, perDay: b.per_day })}>
      {t.budget({ hour: b.hour, perHour: b.per_hour })}
      {b.paused_until && (
        <span className="mr-site-budget-paused">
          {t.paused({ reason: b.pause_reason ?? "", until: b.paused_until })}
        </span>
      )}
      {!!b.pauses && <span className="mr-site-budget-pauses">{t.pauses({ count: b.pauses })}</span>}
    </span>
  );
}

/** 全部站点: every column of screens.md, the user names hidden as **** on request. */
export function SiteTable(props: SiteTableProps) {
  const { sites, catalogue, hideNames } = props;
  const { LL } = useI18nContext();
  const t = LL.site.table;
  const traffic = [LL.site.traffic.off(), LL.site.traffic.active(), LL.site.traffic.passive()];
  const domainOf = (s: Site) => catalogue.find((c) => c.id === s.site_name)?.domain;
  const yesNo = (flag: number | boolean) => (isOn(flag) ? t.yes() : t.no());
  return (
    <Card className="mr-site-table-card">
      <div className="mr-site-table-head">
        <H2 id="site-table-title" className="mr-site-section-title">
          {t.title()}
        </H2>
        <div>
          <Tooltip content={hideNames ? t.showNames() : t.hideNames()}>
            <Button
              variant="minimal"
              icon={hideNames ? <EyeOffIcon /> : <EyeOpenIcon />}
              aria-label={hideNames ? t.showNames() : t.hideNames()}
              aria-pressed={hideNames}
              onClick={props.onToggleNames}
            />
          </Tooltip>
          <Button variant="minimal" icon={<PlusIcon />} text={t.add()} onClick={props.onAdd} />
        </div>
      </div>
      <section
        className="mr-site-table-scroll"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-labelledby="site-table-title"
      >
        <HTMLTable compact className="mr-site-table">
          <thead>
            <tr>
              <th scope="col">{t.site()}</th>
              <th scope="col">{t.user()}</th>
              <th scope="col">{t.shareRate()}</th>
              <th scope="col">{t.upload()}</th>
              <th scope="col">{t.download()}</th>
              <th scope="col">{t.status()}</th>
              <th scope="col">{t.webSearch()}</th>
              <th scope="col">{t.smartDownload()}</th>
              <th scope="col">{t.traffic()}</th>
              <th scope="col">{t.actions()}</th>
            </tr>
          </thead>
          <tbody>
            {sites.length === 0 && (
              <tr>
                <td colSpan={10} className={Classes.TEXT_MUTED}>
                  {t.empty()}
                </td>
              </tr>
            )}
            {sites.map((s) => {
              const name = s.alias || s.site_name;
              const href = siteHref(domainOf(s), s.site_url);
              return (
                <tr key={s.id}>
                  <th scope="row">
                    {href ? <ExternalLink href={href}>{name}</ExternalLink> : name}
                  </th>
                  <td>{hideNames ? t.hiddenName() : s.username}</td>
                  <td>{s.share_rate}</td>
                  <td>{formatSizeMb(s.upload_size)}</td>
                  <td>{formatSizeMb(s.download_size)}</td>
                  <td>
                    <StatusTag site={s} />
                    {s.cloudflare_at && (
                      <Tag
                        minimal
                        intent="primary"
                        className="mr-site-cloudflare"
                        title={LL.site.status.cloudflareAt({ at: s.cloudflare_at })}
                      >
                        {LL.site.status.cloudflare()}
                      </Tag>
                    )}
                    <BudgetLine site={s} />
                  </td>
                  <td>{yesNo(s.web_search)}</td>
                  <td>{yesNo(s.smart_download)}</td>
                  <td>{traffic[s.traffic_management_status] ?? traffic[0]}</td>
                  <td className="mr-site-actions">
                    <Button
                      variant="minimal"
                      icon={<EditIcon />}
                      aria-label={t.edit({ name })}
                      onClick={() => props.onEdit(s)}
                    />
                    <Button
                      variant="minimal"
                      intent="danger"
                      icon={<TrashIcon />}
                      aria-label={t.delete({ name })}
                      onClick={() => props.onDelete(s)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      </section>
    </Card>
  );
}
