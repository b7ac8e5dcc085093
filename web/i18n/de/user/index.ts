import en_user from "../../en/user";
import type { NamespaceUserTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of de.
const de_user: NamespaceUserTranslation = en_user;

export default de_user;
