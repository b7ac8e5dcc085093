import { Card, Classes, H2, Tag } from "@blueprintjs/core";
import { useI18nContext } from "../../i18n/i18n-react";
import type { TranslationFunctions } from "../../i18n/i18n-types";
import { formatSizeMb } from "../../lib/format-size";
import type { SiteOverview } from "./api/get-overview";

type StatProps = {
  id: string;
  title: string;
  value: number;
  /** A rate like "+12.5%": green when it grows, red when it falls. */
  rate?: string;
  note: string;
  updated: string;
};

function Stat({ id, title, value, rate, note, updated }: StatProps) {
  const { LL } = useI18nContext();
  const up = rate?.startsWith("+");
  return (
    <Card className="mr-site-stat" aria-labelledby={id} role="group">
      <div className="mr-site-stat-head">
        <H2 id={id} className="mr-site-stat-title">
          {title}
        </H2>
        <Tag minimal round>
          {updated ? LL.site.stat.updatedAt({ time: updated }) : LL.site.stat.notUpdated()}
        </Tag>
      </div>
      <p className="mr-site-stat-value">{formatSizeMb(value)}</p>
      <p className={`mr-site-stat-note ${Classes.TEXT_MUTED}`}>
        {rate && (
          <Tag minimal intent={up ? "success" : "danger"} className="mr-site-stat-rate">
            {LL.site.stat.vsYesterday({ rate })}
          </Tag>
        )}
        <span>{note}</span>
      </p>
    </Card>
  );
}

type Figure = Omit<StatProps, "updated">;

/** The four figures of the overview, in the order they show. */
function figures(o: SiteOverview, t: TranslationFunctions["site"]["stat"]): Figure[] {
  const size = formatSizeMb;
  return [
    {
      id: "stat-today-up",
      title: t.todayUp(),
      value: o.today_up,
      rate: o.today_up_rate,
      note: t.yesterday({ size: size(o.yestday_up) }),
    },
    {
      id: "stat-today-dl",
      title: t.todayDl(),
      value: o.today_dl,
      rate: o.today_dl_rate,
      note: t.yesterday({ size: size(o.yestday_dl) }),
    },
    {
      id: "stat-total-up",
      title: t.totalUp(),
      value: o.total_up,
      note: t.week({ size: size(o.up_change_7) }),
    },
    {
      id: "stat-total-dl",
      title: t.totalDl(),
      value: o.total_dl,
      note: t.weekDl({ size: size(o.dl_change_7) }),
    },
  ];
}

/** 今日上传 / 今日下载 / 总上传量 / 总下载量 with their update time. */
export function StatCards({ overview }: { overview: SiteOverview }) {
  const { LL } = useI18nContext();
  const updated = overview.data_update_time ?? "";
  return (
    <div className="mr-site-stats">
      {figures(overview, LL.site.stat).map((f) => (
        <Stat key={f.id} {...f} updated={updated} />
      ))}
    </div>
  );
}
