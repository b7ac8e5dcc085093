import { http } from "../../../../lib/http";

/** The backend has no whole-file download (an upstream without the addition). */
export class NoLogDownload extends Error {
  override name = "NoLogDownload";
}

function isMissingRoute(error: unknown): boolean {
  return typeof error === "object" && error !== null && "status" in error && error.status === 404;
}

/**
 * GET /api/common/download_log?log_file= — an addition of the built-in
 * backend: the whole file, where get_log_lines answers only its end. A
 * refusal comes as the usual JSON envelope and is thrown with its message;
 * a 404 means the route is not there (NoLogDownload), so the caller can
 * save the lines it holds instead.
 */
export async function fetchLogFile(file: string): Promise<Blob> {
  const url = `/api/common/download_log?${new URLSearchParams({ log_file: file })}`;
  let response: Awaited<ReturnType<typeof http.get<Blob>>>;
  try {
    response = await http.get<Blob>(url, { responseType: "blob" });
  } catch (error) {
    if (isMissingRoute(error)) throw new NoLogDownload();
    throw error;
  }
  if ((response.headers.get("content-type") ?? "").includes("json")) {
    const body = JSON.parse(await response.data.text()) as { message?: string };
    throw new Error(body.message ?? "");
  }
  return response.data;
}
