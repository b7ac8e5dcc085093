import { Tag } from "@blueprintjs/core";
import { LazyTooltip } from "../../../components/lazy-tooltip";
import { useI18nContext } from "../../../i18n/i18n-react";
import type { HealthIndicator } from "./api/get-health-indicator";
import { ServiceFix } from "./service-fix-link";

/** The dialog draws at most this many hourly bars (the latest ones). */
export const MAX_BARS = 23;

/** Green only when every recorded hour passed every check (and the service is not just unchecked). */
export function allHealthy(indicator: HealthIndicator): boolean {
  const { hours, rate } = indicator;
  return hours.length > 0 ? hours.every((h) => h.rate >= 100) : rate >= 100;
}

/** One service: its name as a tag, its hourly bars (tooltip 14时: 1/11（失败/成功）), its rate. */
export function HealthIndicatorRow({ indicator }: { indicator: HealthIndicator }) {
  const { LL } = useI18nContext();
  const t = LL.settingHub.health;
  const hours = indicator.hours.slice(-MAX_BARS);
  return (
    <li className="mr-health-row">
      <Tag round intent={allHealthy(indicator) ? "success" : "warning"} className="mr-health-name">
        {indicator.service_name}
      </Tag>
      {hours.length === 0 ? (
        <span className="mr-health-bars mr-health-none">{t.noHours()}</span>
      ) : (
        <ol className="mr-health-bars" aria-label={t.hours({ name: indicator.service_name })}>
          {hours.map((h) => {
            const tip = t.hourTip({ hour: h.hour, down: h.status.DOWN, up: h.status.UP });
            return (
              <li key={h.time}>
                <LazyTooltip content={tip} placement="top" compact>
                  <span
                    role="img"
                    aria-label={tip}
                    className={`mr-health-bar ${h.rate < 100 ? "mr-health-bar-down" : "mr-health-bar-up"}`}
                  />
                </LazyTooltip>
              </li>
            );
          })}
        </ol>
      )}
      <span className="mr-health-rate" title={t.rateLabel()}>
        {t.rate({ rate: indicator.rate })}
      </span>
      {(indicator.last_error || (!allHealthy(indicator) && indicator.setting_href)) && (
        <span className="mr-health-row-fix">
          <ServiceFix
            name={indicator.service_name}
            lastError={indicator.last_error ?? ""}
            href={indicator.setting_href ?? ""}
          />
        </span>
      )}
    </li>
  );
}
