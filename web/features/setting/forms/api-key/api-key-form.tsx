import { bindField } from "../../../../components/bind-field";
import { ExternalLink } from "../../../../components/external-link";
import { TextField } from "../../../../components/text-field";
import { useI18nContext } from "../../../../i18n/i18n-react";
import { validateOnEveryEvent } from "../../../../lib/form-validation";
import { useForm } from "../../../../lib/forms";
import { useLazySchema } from "../../../../lib/lazy-schema";
import { useSettingSave } from "../../shared/use-setting-save";
import { type SettingMovieMetadata, settingMovieMetadataQueryKey } from "../api/get-movie-metadata";
import { saveFanart } from "../api/save-fanart";
import { saveTmdb } from "../api/save-tmdb";
import { SettingForm } from "../setting-form";
import { type ApiKeySite, createApiKeySchema, toSiteKey } from "./api-key-schema";

const APPLY = {
  tmdb: "https://www.themoviedb.org/settings/api",
  fanart: "https://fanart.tv/get-an-api-key/",
} as const;
const SAVE = { tmdb: saveTmdb, fanart: saveFanart } as const;

export type ApiKeyFormProps = { site: ApiKeySite; initial: SettingMovieMetadata };

/** 设置TheMovieDB API / 设置FanArt API: one site's key and the proxy used to reach it. */
export function ApiKeyForm({ site, initial }: ApiKeyFormProps) {
  const { LL } = useI18nContext();
  const t = LL.settingMetadata.apiKey;
  const id = `setting-${site}`;
  const save = useSettingSave([settingMovieMetadataQueryKey]);
  const schema = useLazySchema(() => createApiKeySchema(LL, site), [LL, site]);
  const stored = initial[site];
  const form = useForm({
    defaultValues: { api_key: stored?.api_key ?? "", proxies: stored?.proxies ?? "" },
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await save.run(() => SAVE[site](toSiteKey(value)));
    },
  });
  const keyHelp = (
    <>
      {site === "tmdb" ? t.tmdbHelp() : t.fanartHelp()}{" "}
      <ExternalLink href={APPLY[site]}>{t.applyKey()}</ExternalLink>
    </>
  );
  const title = site === "tmdb" ? LL.routes.settingEditTmdb() : LL.routes.settingEditFanart();

  return (
    <SettingForm form={form} label={title} error={save.error}>
      <form.Field name="api_key">
        {(field) => (
          <TextField
            {...bindField(field, id)}
            label={site === "tmdb" ? t.tmdbKey() : t.fanartKey()}
            helper={keyHelp}
          />
        )}
      </form.Field>
      <form.Field name="proxies">
        {(field) => (
          <TextField {...bindField(field, id)} label={t.proxies()} helper={t.proxiesHelp()} />
        )}
      </form.Field>
    </SettingForm>
  );
}
