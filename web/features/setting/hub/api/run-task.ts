import { checkConfig, type Saved } from "../../../../lib/api/config-request";

/** GET /api/task/run {name}: the job runs now; the message names it. */
export function runTask(name: string): Promise<Saved<unknown>> {
  return checkConfig("/api/task/run", { name });
}
