import en_configServices from "../../en/configServices";
import type { NamespaceConfigServicesTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of nl.
const nl_configServices: NamespaceConfigServicesTranslation = en_configServices;

export default nl_configServices;
