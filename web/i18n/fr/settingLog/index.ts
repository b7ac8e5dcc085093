import en_settingLog from "../../en/settingLog";
import type { NamespaceSettingLogTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of fr.
const fr_settingLog: NamespaceSettingLogTranslation = en_settingLog;

export default fr_settingLog;
