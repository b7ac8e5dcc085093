import { useForm } from "@tanstack/react-form";
import { bindCheckbox, bindField } from "../../../components/bind-field";
import { CheckboxField } from "../../../components/checkbox-field";
import { NumberField } from "../../../components/number-field";
import { useI18nContext } from "../../../i18n/i18n-react";
import { validateOnEveryEvent } from "../../../lib/form-validation";
import { useLazySchema } from "../../../lib/lazy-schema";
import { submitHandler } from "../../../lib/submit-handler";
import { PathPickerField } from "../../path-picker/path-picker-field";
import { type FreeDownloadSettings, freeDownloadQueryKey } from "../api/get-free-download";
import { saveFreeDownload } from "../api/save-free-download";
import { FormActions } from "../form-actions";
import { FormFeedback } from "../form-feedback";
import { useSaveFlow } from "../use-save-flow";
import {
  createFreeDownloadSchema,
  toFreeDownloadSettings,
  toFreeDownloadValues,
} from "./free-download-schema";

const ID = "config-free-download";
const NUMBERS = [
  ["available_space", "availableSpace", 50],
  ["avg_statistics_period", "statisticsPeriod", 1],
  ["upload_mbps_maximum", "uploadMax", 1],
] as const;

/** 流量管理: where free downloads go, how much room and bandwidth they get, and the switch. */
export function FreeDownloadForm({ initial }: { initial: FreeDownloadSettings }) {
  const { LL } = useI18nContext();
  const t = LL.configForms.freeDownload;
  const flow = useSaveFlow(freeDownloadQueryKey, LL.common.saveFailed());
  const schema = useLazySchema(() => createFreeDownloadSchema(LL), [LL]);
  const form = useForm({
    defaultValues: toFreeDownloadValues(initial),
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await flow.save(() => saveFreeDownload(toFreeDownloadSettings(value)));
    },
  });

  return (
    <form noValidate onSubmit={submitHandler(form)} aria-label={LL.routes.configFreeDownload()}>
      <form.Field name="save_path">
        {(field) => (
          // The download client's path: may be typed, or picked when it is shared with this machine.
          <PathPickerField
            {...bindField(field, ID)}
            editable
            label={t.savePath()}
            helper={t.savePathHelp()}
          />
        )}
      </form.Field>
      {NUMBERS.map(([name, key, min]) => (
        <form.Field key={name} name={name}>
          {(field) => (
            <NumberField
              {...bindField(field, ID)}
              label={t[key]()}
              helper={t[`${key}Help`]()}
              min={min}
            />
          )}
        </form.Field>
      ))}
      <form.Field name="accept_hr">
        {(field) => (
          <CheckboxField
            {...bindCheckbox(field, ID)}
            label={LL.settingForms.freeDownload.acceptHR()}
            helper={LL.settingForms.freeDownload.acceptHRHelp()}
          />
        )}
      </form.Field>
      <form.Field name="enable">
        {(field) => <CheckboxField {...bindCheckbox(field, ID)} label={t.enable()} />}
      </form.Field>
      <FormFeedback error={flow.error} saved={flow.outcome} />
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => <FormActions mode={flow.mode} submitting={submitting} />}
      </form.Subscribe>
    </form>
  );
}
