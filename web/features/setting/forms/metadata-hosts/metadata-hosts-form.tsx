import { Callout, H2 } from "@blueprintjs/core";
import { useState } from "react";
import { TextField } from "../../../../components/text-field";
import { useI18nContext } from "../../../../i18n/i18n-react";
import { useSettingSave } from "../../shared/use-setting-save";
import {
  type MetadataHosts,
  type SettingMovieMetadata,
  settingMovieMetadataQueryKey,
} from "../api/get-movie-metadata";
import { saveMetadataHosts, testMetadataHosts } from "../api/save-metadata-hosts";
import { SettingFormActions } from "../setting-form-actions";

type HostKey = keyof MetadataHosts;

/** The addresses each settings screen shows: the ones its service uses. */
export const HOST_GROUPS = {
  tmdb: ["tmdb_api_base", "tmdb_image_base"],
  douban: ["douban_rexxar_base", "douban_frodo_base"],
  fanart: ["fanart_api_base"],
} as const satisfies Record<string, HostKey[]>;

const EMPTY: MetadataHosts = {
  tmdb_api_base: "",
  tmdb_image_base: "",
  douban_rexxar_base: "",
  douban_frodo_base: "",
  fanart_api_base: "",
};

export type MetadataHostsFormProps = {
  group: keyof typeof HOST_GROUPS;
  initial: SettingMovieMetadata;
};

/**
 * 服务地址: where a metadata service is reached (a LAN mirror or a proxy
 * path). Empty means the default, named in the field's helper, so a binary
 * started with --metadata-hosts keeps it. 测试 asks each typed address what
 * the app asks it; 保存 keeps the other screen's addresses as they are.
 */
export function MetadataHostsForm({ group, initial }: MetadataHostsFormProps) {
  const { LL } = useI18nContext();
  const t = LL.settingMetadata.hosts;
  const save = useSettingSave([settingMovieMetadataQueryKey]);
  const test = useSettingSave([], { stay: true });
  const [values, setValues] = useState<MetadataHosts>({ ...EMPTY, ...initial.hosts });
  const [busy, setBusy] = useState<"" | "save" | "test">("");
  const [passed, setPassed] = useState<string | null>(null);
  const defaults = initial.default_hosts ?? EMPTY;
  const trimmed = () =>
    Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as MetadataHosts;

  async function run(kind: "save" | "test") {
    setPassed(null);
    setBusy(kind);
    try {
      if (kind === "save") {
        test.clearError();
        await save.run(() => saveMetadataHosts(trimmed()));
      } else {
        save.clearError();
        const answer = await test.run(() => testMetadataHosts(trimmed()));
        setPassed(answer ? answer.message : null);
      }
    } finally {
      setBusy("");
    }
  }

  return (
    <form
      noValidate
      aria-labelledby={`hosts-${group}`}
      className="mr-setting-hosts"
      onSubmit={(event) => {
        event.preventDefault();
        void run("save");
      }}
    >
      <H2 id={`hosts-${group}`} className="mr-setting-hosts-title">
        {t.title()}
      </H2>
      <p className="mr-setting-group-help">{t.intro()}</p>
      {HOST_GROUPS[group].map((key) => (
        <TextField
          key={key}
          id={`setting-host-${key}`}
          label={t[key]()}
          value={values[key]}
          helper={t.defaultHelp({ address: defaults[key] })}
          onChange={(v) => setValues((old) => ({ ...old, [key]: v }))}
          onBlur={() => undefined}
        />
      ))}
      {passed && (
        <Callout intent="success" role="status" compact className="mr-setting-callout">
          {passed}
        </Callout>
      )}
      <SettingFormActions
        error={test.error ?? save.error}
        submitting={busy === "save"}
        testing={busy === "test"}
        onTest={() => void run("test")}
        testText={t.test()}
        saveText={t.save()}
      />
    </form>
  );
}
