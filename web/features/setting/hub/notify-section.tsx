import { Switch } from "@blueprintjs/core";
import { DocumentIcon, PlusIcon } from "@blueprintjs/icons";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useI18nContext } from "../../../i18n/i18n-react";
import { paths } from "../../../lib/paths";
import { notifyQueryKey, notifyQueryOptions } from "./api/get-notify";
import { setNotifyEnable } from "./api/set-notify-enable";
import { editNotifyHref } from "./hub-links";
import { HubQueryError } from "./hub-query-error";
import { HubButtonRow, HubRow } from "./hub-row";
import { HubSection } from "./hub-section";
import { NotifyAddDialog } from "./notify-add-dialog";
import { useHubSwitch } from "./use-hub-switch";

/** 推送通道: a row per channel with its on/off switch, 消息模版设置, and 添加. */
export function NotifySection() {
  const { LL } = useI18nContext();
  const t = LL.settingHub;
  const query = useQuery(notifyQueryOptions());
  const toggle = useHubSwitch({ call: setNotifyEnable, queryKey: notifyQueryKey });
  const [adding, setAdding] = useState(false);
  const pending = toggle.isPending ? toggle.variables : undefined;
  return (
    <>
      <HubSection title={t.sections.notify()} status={<HubQueryError query={query} />}>
        {(query.data ?? []).map((channel) => {
          const busy = pending?.name === channel.name;
          return (
            <HubRow
              key={channel.name}
              href={editNotifyHref(channel.type, channel.name)}
              icon={channel.icon_url ? <img src={channel.icon_url} alt="" /> : undefined}
              title={channel.name}
              control={
                <Switch
                  role="switch"
                  aria-label={t.enableChannel({ name: channel.name })}
                  checked={busy ? pending.enable : channel.enable}
                  // Not disabled while saving: that would drop the keyboard focus.
                  aria-busy={busy}
                  onChange={(event) => {
                    if (busy) return;
                    toggle.mutate({
                      type: channel.type,
                      name: channel.name,
                      enable: event.currentTarget.checked,
                    });
                  }}
                />
              }
            />
          );
        })}
        <HubRow
          href={paths.setting.editNotifyTemplate}
          icon={<DocumentIcon size={20} />}
          title={t.notifyTemplate()}
        />
        <HubButtonRow
          icon={<PlusIcon size={20} />}
          title={t.add()}
          label={t.addDialog.addNotify()}
          opensDialog
          onClick={() => setAdding(true)}
        />
      </HubSection>
      <NotifyAddDialog isOpen={adding} onClose={() => setAdding(false)} />
    </>
  );
}
