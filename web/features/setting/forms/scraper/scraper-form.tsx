import { bindField } from "../../../../components/bind-field";
import { CheckboxField } from "../../../../components/checkbox-field";
import { ExternalLink } from "../../../../components/external-link";
import { PriorityList } from "../../../../components/priority-list";
import { TextField } from "../../../../components/text-field";
import { useI18nContext } from "../../../../i18n/i18n-react";
import { validateOnEveryEvent } from "../../../../lib/form-validation";
import { useForm } from "../../../../lib/forms";
import { useLazySchema } from "../../../../lib/lazy-schema";
import { useSettingSave } from "../../shared/use-setting-save";
import { type ScraperSetting, scraperQueryKey } from "../api/get-scraper";
import { saveScraper } from "../api/save-scraper";
import { SettingForm } from "../setting-form";
import { SettingGroup } from "../setting-group";
import {
  createScraperSchema,
  priorityItems,
  toScraperSetting,
  toScraperValues,
} from "./scraper-schema";

const ID = "setting-scraper";
const PEOPLE_DOC = "https://emby.media/support/articles/Server-Data-Folder.html";
const SOURCE_LABELS = { FanArt: "FanArt", TheMovieDB: "TheMovieDB" };
const SOURCE_LISTS = [
  ["image_source", "imageSource"],
  ["season_image_source", "seasonImageSource"],
] as const;
const HD = [
  ["hd_poster", "hdPoster"],
  ["hd_background", "hdBackground"],
] as const;

/**
 * 全局刮削设置: NFO and pictures, cast names, where pictures come from and in
 * which language. Saving stays on the page (screens.md).
 */
export function ScraperForm({ initial }: { initial: ScraperSetting }) {
  const { LL } = useI18nContext();
  const t = LL.settingLibrary.scraper;
  const save = useSettingSave([scraperQueryKey], { stay: true });
  const schema = useLazySchema(() => createScraperSchema(LL), [LL]);
  const form = useForm({
    defaultValues: toScraperValues(initial),
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await save.run(() => saveScraper(toScraperSetting(value, initial)));
    },
  });
  const langLabels = { zh: t.langZh(), en: t.langEn() };

  return (
    <SettingForm form={form} label={LL.routes.settingEditScraper()} error={save.error}>
      <SettingGroup id={`${ID}-switches`} legend={t.switches()} helper={t.switchesHelp()}>
        <form.Field name="generate_nfo">
          {(field) => (
            <CheckboxField
              id={`${ID}-generate_nfo`}
              label={t.generateNfo()}
              checked={field.state.value}
              onChange={field.handleChange}
            />
          )}
        </form.Field>
        <form.Subscribe selector={(state) => state.values.generate_nfo}>
          {(nfo) => (
            <form.Field name="enable_download_image">
              {(field) => (
                // Off and disabled without NFO; the choice comes back when NFO is on again.
                <CheckboxField
                  id={`${ID}-enable_download_image`}
                  label={t.downloadImage()}
                  checked={nfo && field.state.value}
                  disabled={!nfo}
                  onChange={field.handleChange}
                />
              )}
            </form.Field>
          )}
        </form.Subscribe>
      </SettingGroup>
      <SettingGroup id={`${ID}-metadata`} legend={t.metadata()}>
        <form.Field name="use_cn_person_name">
          {(field) => (
            <CheckboxField
              id={`${ID}-use_cn_person_name`}
              label={t.cnPerson()}
              checked={field.state.value}
              onChange={field.handleChange}
            />
          )}
        </form.Field>
        <form.Subscribe selector={(state) => state.values.use_cn_person_name}>
          {(cn) => (
            <form.Field name="person_nfo_path">
              {(field) => (
                <TextField
                  {...bindField(field, ID)}
                  label={t.personPath()}
                  disabled={!cn}
                  helper={
                    <>
                      {t.personPathHelp()}{" "}
                      <ExternalLink href={PEOPLE_DOC}>{t.personPathDoc()}</ExternalLink>
                    </>
                  }
                />
              )}
            </form.Field>
          )}
        </form.Subscribe>
      </SettingGroup>
      {SOURCE_LISTS.map(([name, key]) => (
        <form.Field key={name} name={name}>
          {(field) => (
            <PriorityList
              id={`${ID}-${name}`}
              legend={t[key]()}
              helper={t.sourceHelp()}
              items={priorityItems(field.state.value.order, SOURCE_LABELS)}
              enabled={field.state.value.enabled}
              onOrderChange={(order) => field.handleChange({ ...field.state.value, order })}
              onEnabledChange={(enabled) => field.handleChange({ ...field.state.value, enabled })}
            />
          )}
        </form.Field>
      ))}
      <form.Field name="langs_priority">
        {(field) => (
          <PriorityList
            id={`${ID}-langs_priority`}
            legend={t.langs()}
            helper={t.langsHelp()}
            items={priorityItems(field.state.value, langLabels)}
            onOrderChange={field.handleChange}
          />
        )}
      </form.Field>
      <SettingGroup id={`${ID}-other`} legend={t.other()}>
        {HD.map(([name, key]) => (
          <form.Field key={name} name={name}>
            {(field) => (
              <CheckboxField
                id={`${ID}-${name}`}
                label={t[key]()}
                checked={field.state.value}
                onChange={field.handleChange}
              />
            )}
          </form.Field>
        ))}
      </SettingGroup>
    </SettingForm>
  );
}
