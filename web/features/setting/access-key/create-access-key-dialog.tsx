import { Callout, Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { type FormEvent, useState } from "react";
import { DialogFrame } from "../../../components/dialog-frame";
import { ErrorBanner } from "../../../components/error-banner";
import { SelectField } from "../../../components/select-field";
import { useI18nContext } from "../../../i18n/i18n-react";
import { errorMessage } from "../../../lib/error-message";
import { authAtom } from "../../../state/auth";
import { type UserSummary, userListQueryOptions } from "../../user/api/get-user-list";
import { createAccessKey } from "./api/create-access-key";

export type CreateAccessKeyDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** Runs the call through the page's save flow (toast, refetch); resolves truthy on success. */
  run: (call: () => ReturnType<typeof createAccessKey>) => Promise<unknown>;
  /** The server's refusal of the last call, shown in the dialog too. */
  error: string | null;
  onOpening: () => void;
};

const USER_ID = "access-key-user";

/** 新建API密钥: whom the key acts as (the signed-in user at first), then 创建. */
export function CreateAccessKeyDialog(props: CreateAccessKeyDialogProps) {
  const { isOpen, onClose, run, error, onOpening } = props;
  const { LL } = useI18nContext();
  const t = LL.settingLog.accessKey;
  const users = useQuery({ ...userListQueryOptions(), enabled: isOpen });
  const me = useAtomValue(authAtom).user?.id;
  const [picked, setPicked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = users.data ?? [];
  const fallback = list.find((u) => u.id === me) ?? list[0];
  const value = picked ?? (fallback ? String(fallback.id) : "");

  const label = (u: UserSummary) =>
    u.role === 1
      ? t.role.admin({ nickname: u.nickname, username: u.username })
      : t.role.user({ nickname: u.nickname, username: u.username });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value) return;
    setBusy(true);
    const done = await run(() => createAccessKey(Number(value)));
    setBusy(false);
    if (done) close();
  };
  const close = () => {
    setPicked(null);
    onClose();
  };

  let body = (
    <SelectField
      id={USER_ID}
      label={t.user()}
      helper={t.userHelp()}
      value={value}
      options={list.map((u) => ({ value: String(u.id), label: label(u) }))}
      onChange={setPicked}
    />
  );
  if (users.isError) {
    const message = errorMessage(users.error) ?? LL.common.somethingWentWrong();
    body = (
      <Callout intent="warning" role="alert" compact>
        {t.usersFailed({ message })}
      </Callout>
    );
  } else if (users.isPending) {
    body = <Spinner size={24} aria-label={LL.common.loading()} />;
  } else if (list.length === 0) {
    body = <Callout compact>{t.noUsers()}</Callout>;
  }

  return (
    <DialogFrame
      isOpen={isOpen}
      onClose={close}
      onOpening={onOpening}
      title={t.dialogTitle()}
      form={{ noValidate: true, onSubmit: (event) => void submit(event) }}
      submit={{ text: t.submit(), loading: busy, disabled: busy || !value }}
    >
      {error && <ErrorBanner message={error} />}
      {body}
    </DialogFrame>
  );
}
