import { bindCheckbox, bindField } from "../../../components/bind-field";
import { CheckboxField } from "../../../components/checkbox-field";
import { NumberField } from "../../../components/number-field";
import { useI18nContext } from "../../../i18n/i18n-react";
import { PathPickerField } from "../../path-picker/path-picker-field";
import { FramedForm, type FramedFormProps, useFramedForm } from "../form-frame";
import type { FreeDownloadValues } from "./free-download-schema";

const NUMBERS = [
  ["available_space", "availableSpace", 50],
  ["avg_statistics_period", "statisticsPeriod", 1],
  ["upload_mbps_maximum", "uploadMax", 1],
] as const;

/** /setting/edit-free-download also sets 最大活跃刷流种子数 (left blank and unsent on /config). */
export type FreeDownloadFormValues = FreeDownloadValues & { maximum_active_torrent: string };

export type FreeDownloadFormProps = FramedFormProps<FreeDownloadFormValues> & {
  /** The fields' id prefix and the form's name, as the route has them. */
  id: string;
  label: string;
  /** Shows 最大活跃刷流种子数 (/setting/edit-free-download). */
  torrentLimit?: boolean;
};

/**
 * 流量管理, for /config/free-download and /setting/edit-free-download: where
 * free downloads go, how much room and bandwidth they get, H&R and the switch
 * (and, on /setting, the active-torrent limit).
 */
export function FreeDownloadForm(props: FreeDownloadFormProps) {
  const { id, label, initial, torrentLimit = false, schema, send, frame } = props;
  const { LL } = useI18nContext();
  const t = LL.freeDownloadForms.config;
  const more = LL.freeDownloadForms.setting;
  const form = useFramedForm({ initial, schema, send, frame });

  return (
    <FramedForm form={form} label={label} frame={frame}>
      <form.Field name="save_path">
        {(field) => (
          // The download client's path: may be typed, or picked when it is shared with this machine.
          <PathPickerField
            {...bindField(field, id)}
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
              {...bindField(field, id)}
              label={t[key]()}
              helper={t[`${key}Help`]()}
              min={min}
            />
          )}
        </form.Field>
      ))}
      {torrentLimit && (
        <form.Field name="maximum_active_torrent">
          {(field) => (
            <NumberField
              {...bindField(field, id)}
              label={more.maxActive()}
              helper={more.maxActiveHelp()}
              min={0}
            />
          )}
        </form.Field>
      )}
      <form.Field name="accept_hr">
        {(field) => (
          <CheckboxField
            {...bindCheckbox(field, id)}
            label={more.acceptHR()}
            helper={more.acceptHRHelp()}
          />
        )}
      </form.Field>
      <form.Field name="enable">
        {(field) => <CheckboxField {...bindCheckbox(field, id)} label={t.enable()} />}
      </form.Field>
    </FramedForm>
  );
}
