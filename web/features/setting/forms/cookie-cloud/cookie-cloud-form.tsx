import { Callout } from "@blueprintjs/core";
import { bindCheckbox, bindField } from "../../../../components/bind-field";
import { BusyButton } from "../../../../components/busy-button";
import { CheckboxField } from "../../../../components/checkbox-field";
import { NumberField } from "../../../../components/number-field";
import { TextField } from "../../../../components/text-field";
import { useI18nContext } from "../../../../i18n/i18n-react";
import { validateOnEveryEvent } from "../../../../lib/form-validation";
import { useForm } from "../../../../lib/forms";
import { useLazySchema } from "../../../../lib/lazy-schema";
import { submitHandler } from "../../../../lib/submit-handler";
import { useSettingSave } from "../../shared/use-setting-save";
import { type CookieCloud, cookieCloudQueryKey } from "../api/get-cookie-cloud";
import { saveCookieCloud } from "../api/save-cookie-cloud";
import { SettingFormActions } from "../setting-form-actions";
import { createCookieCloudSchema, toCookieCloud, toCookieCloudValues } from "./cookie-cloud-schema";
import { useCookieCloudSync } from "./use-cookie-cloud-sync";
import { useCookieCloudTest } from "./use-cookie-cloud-test";

const ID = "setting-cookie-cloud";
const TEXTS = [
  ["server_url", "serverUrl", "text"],
  ["uuid", "uuid", "text"],
  ["password", "password", "password"],
] as const;

/** CookieCloud设置: where the encrypted cookies are, how to decrypt them, how often to fetch. */
export function CookieCloudForm({ initial }: { initial: CookieCloud }) {
  const { LL } = useI18nContext();
  const t = LL.settingForms.cookieCloud;
  const save = useSettingSave([cookieCloudQueryKey]);
  const test = useCookieCloudTest();
  const sync = useCookieCloudSync();
  // 立即同步 uses the saved setting: offered once one is saved switched on.
  const canSync = initial.enable && initial.server_url !== "";
  const schema = useLazySchema(() => createCookieCloudSchema(LL), [LL]);
  const form = useForm({
    defaultValues: toCookieCloudValues(initial),
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      test.reset();
      sync.reset();
      await save.run(() => saveCookieCloud(toCookieCloud(value)));
    },
  });

  return (
    <form noValidate onSubmit={submitHandler(form)} aria-label={LL.routes.settingCookieCloud()}>
      {TEXTS.map(([name, key, type]) => (
        <form.Field key={name} name={name}>
          {(field) => (
            <TextField
              {...bindField(field, ID)}
              type={type}
              label={t[key]()}
              helper={t[`${key}Help`]()}
            />
          )}
        </form.Field>
      ))}
      <form.Field name="sync_interval_minutes">
        {(field) => (
          <NumberField
            {...bindField(field, ID)}
            label={t.interval()}
            helper={t.intervalHelp()}
            min={10}
            max={10080}
          />
        )}
      </form.Field>
      <form.Field name="enable">
        {(field) => (
          <CheckboxField {...bindCheckbox(field, ID)} label={t.enable()} helper={t.enableHelp()} />
        )}
      </form.Field>
      {(test.passed ?? sync.done) && (
        <Callout intent="success" role="status" compact className="mr-setting-callout">
          {test.passed ?? sync.done}
        </Callout>
      )}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <SettingFormActions
            error={test.error ?? sync.error ?? save.error}
            submitting={submitting}
            testing={test.testing || sync.syncing}
            onTest={() => {
              save.clearError();
              sync.reset();
              void test.run(form.state.values);
            }}
            extra={
              canSync && (
                <BusyButton
                  size="large"
                  text={t.syncNow()}
                  title={t.syncNowHelp()}
                  loading={sync.syncing}
                  disabled={submitting || test.testing}
                  onClick={() => {
                    save.clearError();
                    test.reset();
                    void sync.run();
                  }}
                />
              )
            }
          />
        )}
      </form.Subscribe>
    </form>
  );
}
