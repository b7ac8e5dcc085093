import { bindCheckbox, bindField } from "../../components/bind-field";
import { CheckboxField } from "../../components/checkbox-field";
import { ErrorBanner } from "../../components/error-banner";
import { MultiSelectField } from "../../components/multi-select-field";
import { scoreRuleLabel } from "../../components/score-rule-label";
import { SelectField, type SelectOption } from "../../components/select-field";
import { SubmitRow } from "../../components/submit-row";
import { TextField } from "../../components/text-field";
import { useI18nContext } from "../../i18n/i18n-react";
import { CATEGORIES } from "../../lib/categories";
import { validateOnEveryEvent } from "../../lib/form-validation";
import { useForm } from "../../lib/forms";
import { useLazySchema } from "../../lib/lazy-schema";
import { submitHandler } from "../../lib/submit-handler";
import type { UserAccount } from "./api/get-user-list";
import type { UserOptions } from "./api/get-user-options";
import { AvatarUpload } from "./avatar-upload";
import { createUserSchema, toUserValues, type UserValues } from "./user-schema";

const ID = "user";

export type UserFormProps = {
  /** The account being edited; absent when adding. */
  initial?: UserAccount;
  /** get_user_options' choices; absent for a family member's own account, whose form has no admin field. */
  options?: UserOptions;
  error: string | null;
  onSubmit: (values: UserValues) => Promise<unknown>;
};

/** A select's choices: "不设置" plus the server's list, keeping a stored value it no longer offers. */
function choices(none: string, values: string[], current: string): SelectOption<string>[] {
  const all = current && !values.includes(current) ? [...values, current] : values;
  return [{ value: "", label: none }, ...all.map((v) => ({ value: v, label: v }))];
}

/** /user/edit (screens.md): every field of an account, for add and for edit. */
export function UserForm({ initial, options, error, onSubmit }: UserFormProps) {
  const { LL } = useI18nContext();
  const t = LL.user.form;
  const adding = initial === undefined;
  const schema = useLazySchema(() => createUserSchema(LL, adding), [LL, adding]);
  const form = useForm({
    defaultValues: toUserValues(initial, CATEGORIES),
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: ({ value }) => onSubmit(value),
  });
  const roles: SelectOption<"1" | "2">[] = [
    { value: "1", label: LL.user.roles.admin() },
    { value: "2", label: LL.user.roles.userOption() },
  ];
  const categories = CATEGORIES.map((c) => ({ value: c, label: LL.categories[c]() }));
  const rules = (options?.score_rule ?? []).map((r) => ({
    value: r,
    label: scoreRuleLabel(LL, r),
  }));
  const text = (
    name: "username" | "nickname" | "pushdeer_key" | "bark_url" | "telegram_user_id",
    label: string,
  ) => (
    <form.Field name={name}>
      {(field) => <TextField {...bindField(field, ID)} label={label} maxLength={255} />}
    </form.Field>
  );

  return (
    <form
      noValidate
      onSubmit={submitHandler(form)}
      aria-label={adding ? LL.routes.userAdd() : LL.routes.userEdit()}
    >
      <AvatarUpload
        uid={adding ? "null" : String(initial.id)}
        nickname={initial?.nickname ?? ""}
        avatar={initial?.avatar ?? ""}
      />
      {text("username", t.username())}
      {text("nickname", t.nickname())}
      <form.Field name="password">
        {(field) => (
          <TextField
            {...bindField(field, ID)}
            label={t.password()}
            type="password"
            autoComplete="new-password"
            helper={adding ? undefined : t.passwordEditHelp()}
          />
        )}
      </form.Field>
      {options && (
        <>
          <form.Field name="role">
            {(field) => <SelectField {...bindField(field, ID)} label={t.role()} options={roles} />}
          </form.Field>
          <form.Field name="score_rule_name">
            {(field) => (
              <SelectField {...bindField(field, ID)} label={t.scoreRule()} options={rules} />
            )}
          </form.Field>
          <form.Field name="douban_user">
            {(field) => (
              <SelectField
                {...bindField(field, ID)}
                label={t.doubanUser()}
                options={choices(t.none(), options.douban_user_list, field.state.value)}
              />
            )}
          </form.Field>
          <form.Field name="qywx_user">
            {(field) => (
              <SelectField
                {...bindField(field, ID)}
                label={t.qywxUser()}
                options={choices(
                  t.none(),
                  options.qywx_user_list.map((u) => u.user),
                  field.state.value,
                )}
              />
            )}
          </form.Field>
        </>
      )}
      {text("pushdeer_key", t.pushdeerKey())}
      {text("bark_url", t.barkUrl())}
      {text("telegram_user_id", t.telegramUserId())}
      {options && (
        <>
          <form.Field name="permission_category">
            {(field) => (
              <MultiSelectField
                {...bindField(field, ID)}
                label={t.categories()}
                helper={t.categoriesHelp()}
                options={categories}
              />
            )}
          </form.Field>
          <form.Field name="approval_enable">
            {(field) => <CheckboxField {...bindCheckbox(field, ID)} label={t.approval()} />}
          </form.Field>
        </>
      )}
      {error && <ErrorBanner message={error} />}
      <SubmitRow form={form} className="mr-setting-actions" text={adding ? t.add() : t.save()} />
    </form>
  );
}
