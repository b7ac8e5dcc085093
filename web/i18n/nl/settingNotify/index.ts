import en_settingNotify from "../../en/settingNotify";
import type { NamespaceSettingNotifyTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of nl.
const nl_settingNotify: NamespaceSettingNotifyTranslation = en_settingNotify;

export default nl_settingNotify;
