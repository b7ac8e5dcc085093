import en_settingMetadata from "../../en/settingMetadata";
import type { NamespaceSettingMetadataTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of de.
const de_settingMetadata: NamespaceSettingMetadataTranslation = en_settingMetadata;

export default de_settingMetadata;
