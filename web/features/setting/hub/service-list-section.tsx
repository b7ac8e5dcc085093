import { PlusIcon } from "@blueprintjs/icons";
import type { UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";
import { useI18nContext } from "../../../i18n/i18n-react";
import { AddTypeDialog } from "./add-type-dialog";
import { DefaultChip, HealthChip } from "./health-chip";
import { HubQueryError } from "./hub-query-error";
import { HubButtonRow, HubRow } from "./hub-row";
import { HubSection } from "./hub-section";
import { ServiceIcon, serviceLabel } from "./service-icon";

/** One configured service as its hub row shows it. */
export type ListedService = {
  name: string;
  type: string;
  isDefault: boolean;
  status: unknown;
  reason?: string;
  /** A second line (a download client's sites). */
  secondary?: string;
};

type Props = {
  query: UseQueryResult<unknown>;
  services: ListedService[];
  /** The section's title, and the one it has while nothing is configured (必须配置). */
  title: string;
  requiredTitle: string;
  /** The types 添加 offers, in the dialog's order. */
  addable: readonly string[];
  addLabel: string;
  dialogTitle: string;
  /** The edit page of a type's service `name`, or of a new one. */
  editHref: (type: string, name?: string) => string;
};

/** A hub section of services (媒体服务器, 下载工具): a row per service with 默认 and its health, 添加 → choose a type. */
export function ServiceListSection(p: Props) {
  const { LL } = useI18nContext();
  const [adding, setAdding] = useState(false);
  const empty = p.query.isSuccess && p.services.length === 0;
  return (
    <>
      <HubSection
        title={empty ? p.requiredTitle : p.title}
        status={<HubQueryError query={p.query} />}
      >
        {p.services.map((s) => (
          <HubRow
            key={s.name}
            href={p.editHref(s.type, s.name)}
            icon={<ServiceIcon type={s.type} />}
            title={s.name}
            secondary={s.secondary}
            end={
              <>
                {s.isDefault && <DefaultChip />}
                <HealthChip status={s.status} reason={s.reason} />
              </>
            }
          />
        ))}
        <HubButtonRow
          icon={<PlusIcon size={20} />}
          title={LL.settingHub.add()}
          label={p.addLabel}
          opensDialog
          onClick={() => setAdding(true)}
        />
      </HubSection>
      <AddTypeDialog
        title={p.dialogTitle}
        isOpen={adding}
        onClose={() => setAdding(false)}
        options={p.addable.map((type) => ({
          key: type,
          label: serviceLabel(type),
          icon: <ServiceIcon type={type} decorative />,
          href: p.editHref(type),
        }))}
      />
    </>
  );
}
