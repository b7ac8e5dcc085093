import { Button, Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { DialogFrame } from "../../../components/dialog-frame";
import { useI18nContext } from "../../../i18n/i18n-react";
import { healthIndicatorQueryOptions } from "./api/get-health-indicator";
import { HealthIndicatorRow } from "./health-indicator-row";
import { HubQueryError } from "./hub-query-error";
import "./health.css";

export type HealthDialogProps = { isOpen: boolean; onClose: () => void };

/** 核心依赖健康状态: every checked service's last hours, loaded when opened. */
export function HealthDialog({ isOpen, onClose }: HealthDialogProps) {
  const { LL } = useI18nContext();
  const t = LL.settingHub.health;
  const query = useQuery({ ...healthIndicatorQueryOptions(), enabled: isOpen });
  return (
    <DialogFrame
      isOpen={isOpen}
      onClose={onClose}
      title={t.dialogTitle()}
      className="mr-health-dialog"
      actions={
        // Not `loading`: that disables the button, which drops the focus
        // out of the dialog (and Esc with it).
        <Button
          intent="primary"
          text={t.refresh()}
          endIcon={query.isFetching ? <Spinner size={16} /> : undefined}
          aria-busy={query.isFetching}
          onClick={() => void query.refetch()}
        />
      }
    >
      <HubQueryError query={query} />
      {query.data && query.data.length === 0 && <p>{t.none()}</p>}
      {query.data && query.data.length > 0 && (
        <ul className="mr-health-list">
          {query.data.map((indicator) => (
            <HealthIndicatorRow key={indicator.service_name} indicator={indicator} />
          ))}
        </ul>
      )}
    </DialogFrame>
  );
}
