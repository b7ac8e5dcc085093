/**
 * Where the plan cards' external links go. The original pointed at its
 * licence service's pages, whose addresses are not in the specs; until the
 * product names them, they lead to the project's documentation, like the
 * footer's 帮助文档 (HELP_DOCS_URL, web/lib/paths.ts).
 */
import { HELP_DOCS_URL } from "../../../lib/paths";

export const LICENSE_LINKS = {
  registerTrial: HELP_DOCS_URL,
  pricing: HELP_DOCS_URL,
  community: HELP_DOCS_URL,
} as const;
