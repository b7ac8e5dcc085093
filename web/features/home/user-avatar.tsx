import { Colors } from "@blueprintjs/core";
import { useI18nContext } from "../../i18n/i18n-react";

const SIZE = 56;

/** First character of the nickname, surrogate pairs kept whole. */
export function initialOf(nickname: string): string {
  return (Array.from(nickname.trim())[0] ?? "?").toUpperCase();
}

/** The user's avatar image, or the first letter of the nickname when there is none. */
export function UserAvatar({ nickname, avatar }: { nickname: string; avatar?: string | null }) {
  const { LL } = useI18nContext();
  const shape = { width: SIZE, height: SIZE, borderRadius: "50%", flex: "none" } as const;
  if (avatar) {
    return <img src={avatar} alt={LL.home.avatarAlt({ nickname })} style={shape} />;
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
        fontSize: 24,
        fontWeight: 600,
        background: Colors.BLUE3,
        color: Colors.WHITE,
      }}
    >
      {initialOf(nickname)}
    </div>
  );
}
