import en_configForms from "../../en/configForms";
import type { NamespaceConfigFormsTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of nl.
const nl_configForms: NamespaceConfigFormsTranslation = en_configForms;

export default nl_configForms;
