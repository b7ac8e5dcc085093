import { postConfig } from "../../../lib/api/config-request";
import type { SaveSiteBody } from "./save-site";

/** POST /api/site/captcha (an addition): the captcha image of the site's sign-in, as a data: URL. */
export async function getSiteCaptcha(body: SaveSiteBody): Promise<string> {
  return (await postConfig<{ image: string }>("/api/site/captcha", body)).data.image;
}
