import type { ReactNode } from "react";
import { type BindableField, bindCheckbox, bindField } from "../../../components/bind-field";
import { CheckboxField } from "../../../components/checkbox-field";
import { TextField } from "../../../components/text-field";
import { useI18nContext } from "../../../i18n/i18n-react";
import type { DownloadClientType } from "../api/get-download-client";

const ID = "config-download-client";

type Render<V> = (field: BindableField<V>) => ReactNode;

export type AccountFieldsProps = {
  kind: DownloadClientType;
  /** Renders a form field by name with our inputs (the form owns the fields). */
  field: {
    text: (name: "username" | "password", render: Render<string>) => ReactNode;
    flag: (name: "need_login" | "monitor_all_torrents", render: Render<boolean>) => ReactNode;
  };
};

/**
 * The fields that depend on the client: account and password (aria2 has only
 * an RPC secret), 需要登陆 (qBittorrent only), and 监控… for all.
 */
export function DownloadClientAccountFields({ kind, field }: AccountFieldsProps) {
  const { LL } = useI18nContext();
  const t = LL.configServices.downloadClient;
  const aria2 = kind === "aria2";
  return (
    <>
      {!aria2 &&
        field.text("username", (f) => (
          <TextField
            {...bindField(f, ID)}
            label={t.username()}
            helper={t.usernameHelp()}
            autoComplete="off"
          />
        ))}
      {field.text("password", (f) => (
        <TextField
          {...bindField(f, ID)}
          type="password"
          autoComplete="new-password"
          label={aria2 ? t.rpcSecret() : t.password()}
          helper={aria2 ? t.rpcSecretHelp() : t.passwordHelp()}
        />
      ))}
      {kind === "qbittorrent" &&
        field.flag("need_login", (f) => (
          <CheckboxField {...bindCheckbox(f, ID)} label={t.needLogin()} />
        ))}
      {field.flag("monitor_all_torrents", (f) => (
        <CheckboxField {...bindCheckbox(f, ID)} label={t.monitorAll()} />
      ))}
    </>
  );
}
