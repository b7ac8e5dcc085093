import { Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useI18nContext } from "../../../i18n/i18n-react";
import { AddTypeDialog } from "./add-type-dialog";
import { channelListQueryOptions } from "./api/get-channel-list";
import { editNotifyHref } from "./hub-links";
import { HubQueryError } from "./hub-query-error";

export type NotifyAddDialogProps = { isOpen: boolean; onClose: () => void };

/** 选择要添加的推送应用: the channel types the server offers, loaded when opened. */
export function NotifyAddDialog({ isOpen, onClose }: NotifyAddDialogProps) {
  const { LL } = useI18nContext();
  const t = LL.settingHub.addDialog;
  const query = useQuery({ ...channelListQueryOptions(), enabled: isOpen });
  const options = (query.data ?? []).map((channel) => ({
    key: channel.channel_type,
    label: channel.name,
    icon: channel.icon_url ? <img src={channel.icon_url} alt="" /> : null,
    href: editNotifyHref(channel.channel_type),
  }));
  const status = query.isPending ? (
    <div className="mr-hub-loading" role="status" aria-label={LL.common.loading()}>
      <Spinner size={24} />
    </div>
  ) : query.isSuccess && options.length === 0 ? (
    <p className="mr-hub-add-empty">{t.empty()}</p>
  ) : (
    <HubQueryError query={query} />
  );
  return (
    <AddTypeDialog
      title={t.notify()}
      isOpen={isOpen}
      onClose={onClose}
      options={options}
      status={status}
    />
  );
}
