import { Colors } from "@blueprintjs/core";
import { useI18nContext } from "../i18n/i18n-react";
import { withBasePath } from "../lib/base-path";

/** First character of the nickname, surrogate pairs kept whole. */
export function initialOf(nickname: string): string {
  return (Array.from(nickname.trim())[0] ?? "?").toUpperCase();
}

export type UserAvatarProps = {
  nickname: string;
  avatar?: string | null;
  size?: number;
};

/** The user's avatar image, or the first letter of the nickname when there is none. */
export function UserAvatar({ nickname, avatar, size = 56 }: UserAvatarProps) {
  const { LL } = useI18nContext();
  const shape = { width: size, height: size, borderRadius: "50%", flex: "none" } as const;
  if (avatar) {
    // Avatar URLs are server paths (/user/…): under --base-path they need the prefix.
    return <img src={withBasePath(avatar)} alt={LL.home.avatarAlt({ nickname })} style={shape} />;
  }
  return (
    <div
      role="img"
      aria-label={LL.home.avatarAlt({ nickname })}
      style={{
        ...shape,
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        fontSize: Math.round(size * 0.43),
        fontWeight: 600,
        background: Colors.BLUE3,
        color: Colors.WHITE,
      }}
    >
      {initialOf(nickname)}
    </div>
  );
}
