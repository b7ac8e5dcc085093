import type { ReactNode } from "react";
import { type BindableField, bindField } from "../../../components/bind-field";
import { TextField } from "../../../components/text-field";
import { useI18nContext } from "../../../i18n/i18n-react";
import type { DownloadClientType } from "../../config/api/get-download-client";

export const ID = "setting-download-client";

type Render<V> = (field: BindableField<V>) => ReactNode;

export type AccountFieldsProps = {
  kind: DownloadClientType;
  /** Renders a form field by name with our inputs (the form owns the fields). */
  field: {
    text: (name: "username" | "password" | "secret", render: Render<string>) => ReactNode;
  };
};

/** aria2: its RPC secret; the others: account and password. */
export function DownloadClientAccountFields({ kind, field }: AccountFieldsProps) {
  const { LL } = useI18nContext();
  const c = LL.configServices.downloadClient;
  if (kind === "aria2") {
    return field.text("secret", (f) => (
      <TextField
        {...bindField(f, ID)}
        type="password"
        autoComplete="new-password"
        label={c.rpcSecret()}
        helper={LL.settingHub.downloadClient.rpcSecretHelp()}
      />
    ));
  }
  return (
    <>
      {field.text("username", (f) => (
        <TextField {...bindField(f, ID)} label={c.username()} helper={c.usernameHelp()} />
      ))}
      {field.text("password", (f) => (
        <TextField
          {...bindField(f, ID)}
          type="password"
          autoComplete="new-password"
          label={c.password()}
          helper={c.passwordHelp()}
        />
      ))}
    </>
  );
}
