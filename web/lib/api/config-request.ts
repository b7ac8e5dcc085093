import { type FailureReason, type Params, request, send } from "../http";

// The /api/config/* calls share one rule (api-contract §1.2): code 0 is
// success; code 1, or no code at all, is a refusal whose message the form shows.

/** A refusal by the server; `message` is its text as is (it may be empty), `reason` its kind. */
export class ConfigRefusal extends Error {
  override name = "ConfigRefusal";
  readonly reason: FailureReason | undefined;
  constructor(message: string, reason?: FailureReason) {
    super(message);
    this.reason = reason;
  }
}

export type Saved<T> = { message: string; data: T };

function accepted<T>(res: {
  code?: number;
  message?: string;
  data: T;
  reason?: FailureReason;
}): Saved<T> {
  if (res.code !== 0) throw new ConfigRefusal(res.message ?? "", res.reason);
  return { message: res.message ?? "", data: res.data };
}

/** GET with query parameters; resolves to `data` of an accepted answer. */
export async function getConfig<T>(url: string, params?: Params): Promise<T> {
  return accepted(await request<T>("GET", url, params)).data;
}

/** GET whose success message matters too (check_path: "路径可用"). */
export async function checkConfig<T>(url: string, params: Params): Promise<Saved<T>> {
  return accepted(await request<T>("GET", url, params));
}

/** POST of a JSON body (an object, or the array save_media_path takes). */
export async function postConfig<T>(url: string, body: unknown): Promise<Saved<T>> {
  return accepted(await send<T>({ url, method: "POST", data: body }));
}
