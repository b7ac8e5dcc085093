import { bindField } from "../../../../components/bind-field";
import { ExternalLink } from "../../../../components/external-link";
import { TextField } from "../../../../components/text-field";
import { useI18nContext } from "../../../../i18n/i18n-react";
import { validateOnEveryEvent } from "../../../../lib/form-validation";
import { useForm } from "../../../../lib/forms";
import { useLazySchema } from "../../../../lib/lazy-schema";
import { useSettingSave } from "../../shared/use-setting-save";
import { type SettingMovieMetadata, settingMovieMetadataQueryKey } from "../api/get-movie-metadata";
import { saveDouban } from "../api/save-douban";
import { SettingForm } from "../setting-form";
import { createDoubanSchema } from "./douban-schema";

const ID = "setting-douban";
const DOUBAN = "https://movie.douban.com/";

/** 设置豆瓣电影: the cookie used to read Douban pages that need a signed-in visitor. */
export function DoubanForm({ initial }: { initial: SettingMovieMetadata }) {
  const { LL } = useI18nContext();
  const t = LL.settingMetadata.douban;
  const save = useSettingSave([settingMovieMetadataQueryKey]);
  const schema = useLazySchema(() => createDoubanSchema(LL), [LL]);
  const form = useForm({
    defaultValues: { cookie: initial.douban?.cookie ?? "" },
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await save.run(() => saveDouban({ cookie: value.cookie.trim() }));
    },
  });
  const helper = (
    <>
      {t.cookieHelp()} <ExternalLink href={DOUBAN}>{t.getCookie()}</ExternalLink>
    </>
  );

  return (
    <SettingForm form={form} label={LL.routes.settingEditDouban()} error={save.error}>
      <form.Field name="cookie">
        {(field) => <TextField {...bindField(field, ID)} label={t.cookie()} helper={helper} />}
      </form.Field>
    </SettingForm>
  );
}
