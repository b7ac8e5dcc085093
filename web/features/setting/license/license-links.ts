/**
 * Where the plan cards' external links go. The original pointed at its
 * licence service's pages, whose addresses are not in the specs; until the
 * product names them, they lead to the project's documentation, like the
 * footer's 帮助文档 (web/app/layouts/shell/shell-footer.tsx).
 */
import { HELP_DOCS_URL } from "../../../app/layouts/shell/shell-footer";

export const LICENSE_LINKS = {
  registerTrial: HELP_DOCS_URL,
  pricing: HELP_DOCS_URL,
  community: HELP_DOCS_URL,
} as const;
