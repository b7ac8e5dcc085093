import { Card, Classes, H2 } from "@blueprintjs/core";
import { useI18nContext } from "../../i18n/i18n-react";
import type { SiteShares } from "./api/get-shares";
import { SERIES_COLOURS, SiteChart } from "./site-chart";

function ChartCard({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: boolean;
  children: React.ReactNode;
}) {
  const { LL } = useI18nContext();
  return (
    <Card className="mr-site-chart" role="group" aria-labelledby={id}>
      <H2 id={id} className="mr-site-section-title">
        {title}
      </H2>
      {empty ? <p className={Classes.TEXT_MUTED}>{LL.site.chart.empty()}</p> : children}
    </Card>
  );
}

/** Pies 今日上传 / 今日下载 per site and the 近7天流量变化 stacked bars (sites without traffic left out). */
export function SiteCharts({ shares }: { shares: SiteShares }) {
  const { LL } = useI18nContext();
  const t = LL.site.chart;
  const up = shares.today_upload.filter((d) => d.value > 0);
  const down = shares.today_download.filter((d) => d.value > 0);
  const week = shares.week.filter((d) => d.upload > 0 || d.download > 0);
  // One colour per site in both pies.
  const names = [...new Set([...up, ...down].map((d) => d.name))];
  const colourOf = (name: string) =>
    SERIES_COLOURS[names.indexOf(name) % SERIES_COLOURS.length] as string;
  return (
    <div className="mr-site-charts">
      <ChartCard id="chart-today-up" title={t.todayUp()} empty={up.length === 0}>
        <SiteChart kind="pie" title={t.todayUp()} data={up} colourOf={colourOf} />
      </ChartCard>
      <ChartCard id="chart-today-dl" title={t.todayDl()} empty={down.length === 0}>
        <SiteChart kind="pie" title={t.todayDl()} data={down} colourOf={colourOf} />
      </ChartCard>
      <ChartCard id="chart-week" title={t.week()} empty={week.length === 0}>
        <SiteChart kind="week" title={t.week()} data={week} />
      </ChartCard>
    </div>
  );
}
