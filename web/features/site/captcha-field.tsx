import { useState } from "react";
import { BusyButton } from "../../components/busy-button";
import { TextField } from "../../components/text-field";
import { useBusyAction } from "../../components/use-busy-action";
import { useI18nContext } from "../../i18n/i18n-react";
import { getSiteCaptcha } from "./api/get-site-captcha";
import type { SaveSiteBody } from "./api/save-site";

export type CaptchaFieldProps = {
  /** The dialog's fields now: the image belongs to a sign-in with them. */
  body: () => SaveSiteBody;
  value: string;
  onChange: (value: string) => void;
};

/** The captcha of a site whose sign-in asks for one: 获取验证码 shows the image, the answer goes with 提交. */
export function CaptchaField({ body, value, onChange }: CaptchaFieldProps) {
  const { LL } = useI18nContext();
  const t = LL.site.form;
  const [image, setImage] = useState("");
  const { busy: loading, error, attempt } = useBusyAction({ show: "inline" });
  const fetchImage = () =>
    attempt(async () => {
      setImage(await getSiteCaptcha(body()));
      onChange("");
    });
  return (
    <div className="mr-site-captcha">
      {image && <img src={image} alt={t.captchaImage()} />}
      <TextField
        id="site-captcha"
        label={t.captcha()}
        value={value}
        onChange={onChange}
        error={error || undefined}
        helper={t.captchaHelp()}
        rightElement={
          <BusyButton text={t.captchaFetch()} loading={loading} onClick={() => void fetchImage()} />
        }
      />
    </div>
  );
}
