import { bindField } from "../../../components/bind-field";
import { ExternalLink } from "../../../components/external-link";
import { TextField } from "../../../components/text-field";
import { useI18nContext } from "../../../i18n/i18n-react";
import { validateOnEveryEvent } from "../../../lib/form-validation";
import { useForm } from "../../../lib/forms";
import { useLazySchema } from "../../../lib/lazy-schema";
import { type MovieMetadataSettings, movieMetadataQueryKey } from "../api/get-movie-metadata";
import { saveMovieMetadata } from "../api/save-movie-metadata";
import { configFooter } from "../config-frame";
import { FramedForm } from "../form-frame";
import { useSaveFlow } from "../use-save-flow";
import {
  createMovieMetadataSchema,
  toMovieMetadataSettings,
  toMovieMetadataValues,
} from "./movie-metadata-schema";

const ID = "config-movie-metadata";
const TMDB_KEYS = "https://www.themoviedb.org/settings/api";
const FANART_KEYS = "https://fanart.tv/get-an-api-key/";

/** 媒体元数据接口设置: TMDB and FanArt keys and the proxy used to reach them. */
export function MovieMetadataForm({ initial }: { initial: MovieMetadataSettings }) {
  const { LL } = useI18nContext();
  const t = LL.configServices.movieMetadata;
  // The original's own words when the server gives no reason: usually the network.
  const flow = useSaveFlow(movieMetadataQueryKey, t.saveFailed());
  const schema = useLazySchema(() => createMovieMetadataSchema(LL), [LL]);
  const form = useForm({
    defaultValues: toMovieMetadataValues(initial),
    validationLogic: validateOnEveryEvent,
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await flow.save(() => saveMovieMetadata(toMovieMetadataSettings(value)));
    },
  });
  const keyHelp = (text: string, href: string) => (
    <>
      {text} <ExternalLink href={href}>{t.applyKey()}</ExternalLink>
    </>
  );

  return (
    <FramedForm
      form={form}
      label={LL.routes.setupMovieMetadata()}
      frame={{ footer: configFooter(flow) }}
    >
      <form.Field name="tmdb_api_key">
        {(field) => (
          <TextField
            {...bindField(field, ID)}
            label={t.tmdbKey()}
            helper={keyHelp(t.tmdbKeyHelp(), TMDB_KEYS)}
          />
        )}
      </form.Field>
      <form.Field name="fanart_api_key">
        {(field) => (
          <TextField
            {...bindField(field, ID)}
            label={t.fanartKey()}
            helper={keyHelp(t.fanartKeyHelp(), FANART_KEYS)}
          />
        )}
      </form.Field>
      <form.Field name="proxies">
        {(field) => (
          <TextField {...bindField(field, ID)} label={t.proxies()} helper={t.proxiesHelp()} />
        )}
      </form.Field>
    </FramedForm>
  );
}
