import { UploadIcon } from "@blueprintjs/icons";
import { useRef, useState } from "react";
import { BusyButton } from "../../components/busy-button";
import { useBusyAction } from "../../components/use-busy-action";
import { UserAvatar } from "../../components/user-avatar";
import { useI18nContext } from "../../i18n/i18n-react";
import { toast } from "../../lib/toaster";
import { uploadAvatar } from "./api/upload-avatar";
import "./user.css";

export type AvatarUploadProps = {
  /** The user's id, or "null" on the add form (the server keeps it for the next new user). */
  uid: string;
  nickname: string;
  avatar: string;
};

/** /user/edit (screens.md): the avatar at 120 px and 上传头像 (any image; the server checks it). */
export function AvatarUpload({ uid, nickname, avatar }: AvatarUploadProps) {
  const { LL } = useI18nContext();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(avatar);
  const { busy, attempt } = useBusyAction();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    await attempt(async () => {
      // A new ?t= makes the browser fetch the new picture behind the same path.
      setUrl(`${await uploadAvatar(uid, file)}?t=${Date.now()}`);
      void toast.success(LL.user.form.avatarUploaded());
    });
    if (input.current) input.current.value = "";
  };

  return (
    <div className="mr-user-avatar">
      <UserAvatar nickname={nickname || "?"} avatar={url} size={120} />
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => void upload(e.target.files?.[0])}
      />
      <BusyButton
        icon={<UploadIcon />}
        text={LL.user.form.uploadAvatar()}
        loading={busy}
        onClick={() => input.current?.click()}
      />
    </div>
  );
}
