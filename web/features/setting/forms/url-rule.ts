import type { Type } from "arktype";
import type { TranslationFunctions } from "../../../i18n/i18n-types";
import { type } from "../../../lib/ark";
import { normalizeUrl } from "../../../lib/field-rules";

/** The server's cap on an address (server/settings/text.go maxURLLen). */
const MAX_URL_LENGTH = 2048;

/** What the server would say about `raw` typed into field `label`, or undefined if it takes it. */
export function urlProblem(
  LL: TranslationFunctions,
  label: string,
  raw: string,
  required: boolean,
): string | undefined {
  const t = LL.settingForms.url;
  const value = normalizeUrl(raw);
  if (value === "") return required ? t.required({ label }) : undefined;
  if (value.length > MAX_URL_LENGTH) return t.tooLong({ label });
  if (!parsesAsHttp(value)) return t.invalid({ label });
  const authority = value.replace(/^https?:\/\//i, "").split(/[/?#]/, 1)[0] ?? "";
  if (authority.includes("@")) return t.credentials({ label });
  if (/[?#]/.test(value)) return t.queryOrFragment({ label });
  return undefined;
}

function parsesAsHttp(value: string): boolean {
  // "http:host" is no address for the server (Go sees an opaque URL).
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    return new URL(value).hostname !== "";
  } catch {
    return false;
  }
}

/**
 * An http(s) address checked as server/settings checkHTTPURL checks it, in
 * the same order and words: blank (a bare "http://" counts as blank), length,
 * form, then no account in it and no "?" or "#".
 */
export function settingUrl(
  LL: TranslationFunctions,
  label: string,
  required = false,
): Type<string> {
  return type("string").narrow((raw, ctx) => {
    const message = urlProblem(LL, label, raw, required);
    return message === undefined || ctx.reject({ message });
  });
}
