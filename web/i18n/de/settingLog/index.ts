import en_settingLog from "../../en/settingLog";
import type { NamespaceSettingLogTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of de.
const de_settingLog: NamespaceSettingLogTranslation = en_settingLog;

export default de_settingLog;
