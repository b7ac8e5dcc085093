import en_account from "../../en/account";
import type { NamespaceAccountTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of nl.
const nl_account: NamespaceAccountTranslation = en_account;

export default nl_account;
