import { bindField } from "../../../components/bind-field";
import { SelectField } from "../../../components/select-field";
import { TextField } from "../../../components/text-field";
import { useI18nContext } from "../../../i18n/i18n-react";
import { validateOnEveryEvent } from "../../../lib/form-validation";
import { useForm } from "../../../lib/forms";
import { useLazySchema } from "../../../lib/lazy-schema";
import {
  type ScoreConfigSettings,
  scoreConfigQueryKey,
  WEIGHT_KEYS,
} from "../api/get-score-config";
import { saveScoreConfig } from "../api/save-score-config";
import { configFooter } from "../config-frame";
import { FramedForm } from "../form-frame";
import { useSaveFlow } from "../use-save-flow";
import {
  createScoreConfigSchema,
  KEYWORDS_MAX,
  STRATEGIES,
  toScoreConfigSettings,
  toScoreConfigValues,
} from "./score-config-schema";
import { WeightField } from "./weight-field";

const ID = "config-score";

/**
 * 设置选种规则: strategy, custom keywords and six weights. The original page
 * was a mock-up; here it loads and saves through get/save_score_config.
 */
export function ScoreConfigForm({ initial }: { initial: ScoreConfigSettings }) {
  const { LL } = useI18nContext();
  const t = LL.configServices.scoreConfig;
  const flow = useSaveFlow(scoreConfigQueryKey, LL.common.saveFailed());
  const schema = useLazySchema(() => createScoreConfigSchema(LL), [LL]);
  const form = useForm({
    defaultValues: toScoreConfigValues(initial),
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await flow.save(() => saveScoreConfig(toScoreConfigSettings(value)));
    },
  });

  return (
    <FramedForm
      form={form}
      label={LL.routes.configScoreConfig()}
      frame={{ footer: configFooter(flow, LL.configForms.actions.saveSettings()) }}
    >
      <form.Field name="strategy">
        {(field) => (
          <SelectField
            {...bindField(field, ID)}
            label={t.strategy()}
            helper={t.strategyHelp()}
            options={STRATEGIES.map((value) => ({ value, label: value }))}
          />
        )}
      </form.Field>
      <form.Field name="keywords">
        {(field) => (
          <TextField
            {...bindField(field, ID)}
            label={t.keywords()}
            helper={t.keywordsHelp()}
            maxLength={KEYWORDS_MAX}
          />
        )}
      </form.Field>
      {WEIGHT_KEYS.map((key) => (
        <form.Field key={key} name={`weights.${key}`}>
          {(field) => (
            <WeightField
              field={field}
              label={t.weights[key].label()}
              helper={t.weights[key].help()}
            />
          )}
        </form.Field>
      ))}
    </FramedForm>
  );
}
