import { queryOptions } from "@tanstack/react-query";
import { getConfig, postConfig, type Saved } from "../../../lib/api/config-request";

export type SmtpTls = "none" | "starttls" | "tls";

/** The outgoing mail server (additions of the built-in backend: get/save/test_smtp). */
export type Smtp = {
  host: string;
  port: number;
  tls: SmtpTls;
  username: string;
  password: string;
  sender: string;
};

export const smtpQueryKey = ["setting", "get_smtp"] as const;

/** GET /api/setting/get_smtp. */
export const smtpQueryOptions = () =>
  queryOptions({ queryKey: smtpQueryKey, queryFn: () => getConfig<Smtp>("/api/setting/get_smtp") });

/** POST /api/setting/save_smtp. */
export function saveSmtp(body: Smtp): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/setting/save_smtp", body);
}

/** POST /api/setting/test_smtp: really sends a test mail to `to` with these values. */
export function testSmtp(body: Smtp, to: string): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/setting/test_smtp", { ...body, to });
}
