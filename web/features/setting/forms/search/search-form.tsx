import { bindCheckbox, bindField } from "../../../../components/bind-field";
import { CheckboxField } from "../../../../components/checkbox-field";
import { NumberField } from "../../../../components/number-field";
import { useI18nContext } from "../../../../i18n/i18n-react";
import { validateOnEveryEvent } from "../../../../lib/form-validation";
import { useForm } from "../../../../lib/forms";
import { useLazySchema } from "../../../../lib/lazy-schema";
import { useSettingSave } from "../../shared/use-setting-save";
import { type ServerSetting, serverSettingQueryKey } from "../api/get-server-setting";
import { saveServerSetting } from "../api/save-server-setting";
import { SettingForm } from "../setting-form";
import { createSearchSchema, toSearchValues, toServerSetting } from "./search-schema";

const ID = "setting-search";

/** 搜索设置: site timeout, result limit, and how Douban results are laid out. */
export function SearchForm({ initial }: { initial: ServerSetting }) {
  const { LL } = useI18nContext();
  const t = LL.settingForms.search;
  const save = useSettingSave([serverSettingQueryKey]);
  const schema = useLazySchema(() => createSearchSchema(LL), [LL]);
  const form = useForm({
    defaultValues: toSearchValues(initial),
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await save.run(() => saveServerSetting(toServerSetting(value)));
    },
  });

  return (
    <SettingForm form={form} label={LL.routes.settingEditSearchSetting()} error={save.error}>
      <form.Field name="web_search_timeout">
        {(field) => (
          <NumberField
            {...bindField(field, ID)}
            label={t.timeout()}
            helper={t.timeoutHelp()}
            min={1}
            max={600}
          />
        )}
      </form.Field>
      <form.Field name="web_search_result_limit">
        {(field) => (
          <NumberField {...bindField(field, ID)} label={t.limit()} helper={t.limitHelp()} min={0} />
        )}
      </form.Field>
      <form.Field name="douban_poster_wall">
        {(field) => (
          <CheckboxField
            {...bindCheckbox(field, ID)}
            label={t.posterWall()}
            helper={t.posterWallHelp()}
          />
        )}
      </form.Field>
    </SettingForm>
  );
}
