import { Button, H2 } from "@blueprintjs/core";
import { AddIcon } from "@blueprintjs/icons";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link } from "wouter";
import { bindField } from "../../components/bind-field";
import { BusyButton } from "../../components/busy-button";
import { ErrorBanner } from "../../components/error-banner";
import { scoreRuleLabel } from "../../components/score-rule-label";
import { SelectField } from "../../components/select-field";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { validateOnEveryEvent } from "../../lib/form-validation";
import { useForm } from "../../lib/forms";
import { useLazySchema } from "../../lib/lazy-schema";
import { paths } from "../../lib/paths";
import { submitHandler } from "../../lib/submit-handler";
import { toast } from "../../lib/toaster";
import type { MediaPath } from "../config/api/get-media-path";
import type { DoubanTags } from "./api/douban-tag";
import { type DoubanWish, doubanWishQueryKey } from "./api/get-douban";
import { saveDoubanWish } from "./api/save-douban";
import { RuleCard, UserCard } from "./douban-cards";
import {
  createDoubanSchema,
  newRule,
  newUser,
  toDoubanValues,
  toDoubanWish,
} from "./douban-schema";
import { DoubanTestDialog } from "./douban-test-dialog";

export type DoubanFormProps = {
  initial: DoubanWish;
  rules: string[];
  tags: DoubanTags;
  mediaPaths: MediaPath[];
};

function useDoubanForm(
  initial: DoubanWish,
  onSaved: () => void,
  onError: (m: string | null) => void,
) {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const schema = useLazySchema(() => createDoubanSchema(LL), [LL]);
  const defaultValues = useMemo(() => toDoubanValues(initial), [initial]);
  return useForm({
    defaultValues,
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      onError(null);
      try {
        const saved = await saveDoubanWish(toDoubanWish(value));
        void toast.success(saved.message);
        onSaved();
        await queryClient.invalidateQueries({ queryKey: doubanWishQueryKey });
      } catch (err) {
        onError(errorMessage(err) ?? LL.common.somethingWentWrong());
      }
    },
  });
}

export type DoubanForm = ReturnType<typeof useDoubanForm>;

/** /smartDownload/douban's form: the default rule, the followed users, the save rules. */
export function DoubanWishForm({ initial, rules, tags, mediaPaths }: DoubanFormProps) {
  const { LL } = useI18nContext();
  const t = LL.smartDownload.douban;
  const stored = initial.users.length > 0 || initial.download_paths.length > 0;
  const [saved, setSaved] = useState(stored);
  const [error, setError] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);
  const form = useDoubanForm(initial, () => setSaved(true), setError);
  const ruleChoices = [...new Set([...rules, initial.default_score_rule].filter(Boolean))];

  // The dialog stays outside the form: React bubbles its submit through the portal.
  return (
    <>
      <form
        className="mr-douban-form"
        noValidate
        onSubmit={submitHandler(form)}
        aria-label={LL.routes.smartDownloadDouban()}
      >
        <form.Field name="default_score_rule">
          {(field) => (
            <SelectField
              {...bindField(field, "douban")}
              label={t.scoreRule()}
              helper={
                <>
                  {t.scoreRuleHelp()}{" "}
                  <Link href={paths.config.scoreConfig}>{t.scoreRuleLink()}</Link>
                </>
              }
              options={ruleChoices.map((r) => ({ value: r, label: scoreRuleLabel(LL, r) }))}
            />
          )}
        </form.Field>
        <H2 className="mr-douban-section">{t.usersHeading()}</H2>
        <form.Field name="users" mode="array">
          {(list) => (
            <>
              {list.state.value.map((u, index) => (
                <UserCard
                  key={u.uid}
                  form={form}
                  index={index}
                  uid={u.uid}
                  onRemove={() => void list.removeValue(index)}
                />
              ))}
              <Button
                className="mr-douban-add"
                icon={<AddIcon />}
                text={t.addUser()}
                onClick={() => list.pushValue(newUser())}
              />
            </>
          )}
        </form.Field>
        <H2 className="mr-douban-section">{t.rulesHeading()}</H2>
        <form.Field name="download_paths" mode="array">
          {(list) => (
            <>
              {list.state.value.map((r, index) => (
                <RuleCard
                  key={r.uid}
                  form={form}
                  index={index}
                  uid={r.uid}
                  tags={tags}
                  mediaPaths={mediaPaths}
                  onRemove={() => void list.removeValue(index)}
                />
              ))}
              <Button
                className="mr-douban-add"
                icon={<AddIcon />}
                text={t.addRule()}
                onClick={() => list.pushValue(newRule())}
              />
            </>
          )}
        </form.Field>
        {error && <ErrorBanner message={error} />}
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <div className="mr-douban-actions">
              <Button
                text={t.test()}
                size="large"
                disabled={!saved}
                onClick={() => setTesting(true)}
              />
              <BusyButton
                type="submit"
                intent="primary"
                size="large"
                text={t.save()}
                loading={submitting}
              />
            </div>
          )}
        </form.Subscribe>
      </form>
      {testing && <DoubanTestDialog onClose={() => setTesting(false)} />}
    </>
  );
}
