import type { Type } from "arktype";
import type { TranslationFunctions } from "../../../../i18n/i18n-types";
import { type } from "../../../../lib/ark";
import { checkFields, type FieldCheck } from "../../../../lib/check-fields";
import { intInRange, toInt } from "../../../../lib/field-rules";
import type { CookieCloud } from "../api/get-cookie-cloud";
import { MAX_SECRET_LENGTH, MAX_SHORT_LENGTH, textRule } from "../text-rule";
import { settingUrl } from "../url-rule";

/** The interval stays text while typed; the schema decides whether it is a number. */
export type CookieCloudValues = Omit<CookieCloud, "sync_interval_minutes"> & {
  sync_interval_minutes: string;
};

/** The password is kept exactly as typed (spaces count), as on the server. */
function passwordRule(required: string | undefined, tooLong: string): Type<string> {
  return type("string").narrow((value, ctx) => {
    if (value === "" && required !== undefined) return ctx.reject({ message: required });
    return value.length <= MAX_SECRET_LENGTH || ctx.reject({ message: tooLong });
  });
}

/**
 * server/settings CookieCloudInput.Validate: address, UUID and password are
 * needed only while sync is on (a switched-off form may be saved half
 * filled); a test always needs them and ignores the interval.
 */
export function createCookieCloudSchema(LL: TranslationFunctions, forTest = false) {
  const t = LL.settingForms.cookieCloud;
  return type({
    server_url: "string",
    uuid: "string",
    password: "string",
    sync_interval_minutes: "string",
    enable: "boolean",
  }).narrow((v, ctx) => {
    const on = v.enable || forTest;
    const uuid = textRule({
      required: on ? t.uuidRequired() : undefined,
      max: MAX_SHORT_LENGTH,
      tooLong: t.uuidTooLong(),
    });
    const checks: FieldCheck[] = [
      [["server_url"], settingUrl(LL, t.serverUrl(), on), v.server_url],
      [["uuid"], uuid, v.uuid],
      [
        ["password"],
        passwordRule(on ? t.passwordRequired() : undefined, t.passwordTooLong()),
        v.password,
      ],
    ];
    if (!forTest) {
      const interval = intInRange({ min: 10, max: 7 * 24 * 60, message: t.intervalInvalid() });
      checks.push([["sync_interval_minutes"], interval, v.sync_interval_minutes]);
    }
    return checkFields(ctx, checks);
  });
}

/** The built-in backend's defaults (60 minutes, off) for whatever an answer lacks. */
export function toCookieCloudValues(s: Partial<CookieCloud>): CookieCloudValues {
  return {
    server_url: s.server_url ?? "",
    uuid: s.uuid ?? "",
    password: s.password ?? "",
    sync_interval_minutes: String(s.sync_interval_minutes ?? 60),
    enable: s.enable ?? false,
  };
}

export function toCookieCloud(v: CookieCloudValues): CookieCloud {
  return {
    server_url: v.server_url.trim(),
    uuid: v.uuid.trim(),
    password: v.password,
    sync_interval_minutes: toInt(v.sync_interval_minutes),
    enable: v.enable,
  };
}

/** What stops a test before it is sent (the first field's message), if anything. */
export function testProblem(LL: TranslationFunctions, v: CookieCloudValues): string | undefined {
  const result = createCookieCloudSchema(LL, true)["~standard"].validate(v);
  if (result instanceof Promise) return undefined;
  return result.issues?.[0]?.message;
}
