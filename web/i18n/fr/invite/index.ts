import en_invite from "../../en/invite";
import type { NamespaceInviteTranslation } from "../../i18n-types";

// Not translated: English is the fallback, as for the rest of fr.
const fr_invite: NamespaceInviteTranslation = en_invite;

export default fr_invite;
