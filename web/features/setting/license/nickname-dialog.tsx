import { useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { bindField } from "../../../components/bind-field";
import { DialogFrame } from "../../../components/dialog-frame";
import { ErrorBanner } from "../../../components/error-banner";
import { TextField } from "../../../components/text-field";
import { useI18nContext } from "../../../i18n/i18n-react";
import { getMyAccount } from "../../../lib/api/my-account";
import { validateOnEveryEvent } from "../../../lib/form-validation";
import { useForm, useStore } from "../../../lib/forms";
import { useLazySchema } from "../../../lib/lazy-schema";
import { submitHandler } from "../../../lib/submit-handler";
import { authAtom } from "../../../state/auth";
import { licenseDetailQueryKey } from "../hub/api/get-license-detail";
import { useSettingSave } from "../shared/use-setting-save";
import { uploadNickname } from "./api/upload-nickname";
import { createNicknameSchema, NICKNAME_MAX } from "./nickname-schema";

export type NicknameDialogProps = { isOpen: boolean; nickname: string; onClose: () => void };

const ID = "license";

/** 修改昵称: upload_nickname, then the greeting and the sidebar show the new name. */
export function NicknameDialog({ isOpen, nickname, onClose }: NicknameDialogProps) {
  const { LL } = useI18nContext();
  const t = LL.settingLog.license;
  const save = useSettingSave([licenseDetailQueryKey], { stay: true });
  const setAuth = useSetAtom(authAtom);
  const queryClient = useQueryClient();
  const schema = useLazySchema(() => createNicknameSchema(LL), [LL]);
  const form = useForm({
    defaultValues: { nickname },
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      const done = await save.run(() => uploadNickname(value.nickname.trim()));
      if (!done) return;
      onClose();
      await refreshSignedInUser();
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  // The sidebar shows the signed-in user from the session atom; ask the server
  // again rather than guess (in proxy mode the rename may concern another account).
  async function refreshSignedInUser() {
    try {
      const res = await getMyAccount();
      if (res.code === 0 && res.data) {
        const user = res.data;
        setAuth((state) => ({ ...state, user }));
      }
    } catch {
      // The greeting is refreshed anyway; the sidebar catches up on the next load.
    }
    void queryClient.invalidateQueries({ queryKey: licenseDetailQueryKey });
  }

  return (
    <DialogFrame
      isOpen={isOpen}
      onClose={onClose}
      title={t.nicknameDialog()}
      onOpening={() => {
        form.reset({ nickname });
        save.clearError();
      }}
      form={{ noValidate: true, onSubmit: submitHandler(form) }}
      submit={{ text: t.save(), loading: submitting, disabled: submitting }}
    >
      {save.error && <ErrorBanner message={save.error} />}
      <form.Field name="nickname">
        {(field) => (
          <TextField {...bindField(field, ID)} label={t.nickname()} maxLength={NICKNAME_MAX * 2} />
        )}
      </form.Field>
    </DialogFrame>
  );
}
