import en_filterForm from "../../en/filterForm";
import type { NamespaceFilterFormTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of nl.
const nl_filterForm: NamespaceFilterFormTranslation = en_filterForm;

export default nl_filterForm;
