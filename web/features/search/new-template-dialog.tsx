import { Classes, Dialog } from "@blueprintjs/core";
import { bindField } from "../../components/bind-field";
import { SubmitActions } from "../../components/dialog-frame";
import { TextField } from "../../components/text-field";
import { useI18nContext } from "../../i18n/i18n-react";
import { validateOnEveryEvent } from "../../lib/form-validation";
import { useForm, useStore } from "../../lib/forms";
import { useLazySchema } from "../../lib/lazy-schema";
import { createNewTemplateSchema } from "./new-template-schema";

const NAME_ID = "search-template-name";

export type NewTemplateDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** Resolves true once the server created it (the dialog then closes). */
  onCreate: (name: string) => Promise<boolean>;
};

/** 确认要创建新模版吗: names a template made from the current choices (取消 / 创建). */
export function NewTemplateDialog({ isOpen, onClose, onCreate }: NewTemplateDialogProps) {
  const { LL } = useI18nContext();
  const t = LL.settingNotify.search;
  const schema = useLazySchema(() => createNewTemplateSchema(LL), [LL]);
  const form = useForm({
    defaultValues: { name: "" },
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: async ({ value, formApi }) => {
      if (await onCreate(value.name.trim())) {
        formApi.reset();
        onClose();
      }
    },
  });
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  return (
    // Not DialogFrame: its footer is the plain (unfixed) one, which the frame's would restyle.
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t.createTitle()}
      className="mr-new-template"
      // The name is all there is to type: start there.
      onOpened={() => document.getElementById(NAME_ID)?.focus()}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <div className={Classes.DIALOG_BODY}>
          <form.Field name="name">
            {(field) => (
              <TextField
                {...bindField(field, "search-template")}
                label={t.templateName()}
                maxLength={64}
              />
            )}
          </form.Field>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <SubmitActions onCancel={onClose} submit={{ text: t.create(), loading: submitting }} />
          </div>
        </div>
      </form>
    </Dialog>
  );
}
