import { Button } from "@blueprintjs/core";
import {
  DoubleChevronDownIcon,
  DoubleChevronUpIcon,
  MaximizeIcon,
  MinimizeIcon,
} from "@blueprintjs/icons";
import { useI18nContext } from "../../../i18n/i18n-react";

export type LogJumpButtonsProps = {
  fullScreen: boolean;
  onFullScreen: (on: boolean) => void;
  atTop: boolean;
  atBottom: boolean;
  onTop: () => void;
  onBottom: () => void;
};

/** The floating buttons over the log: full screen, and top/bottom when not already there. */
export function LogJumpButtons(props: LogJumpButtonsProps) {
  const { fullScreen, onFullScreen, atTop, atBottom, onTop, onBottom } = props;
  const { LL } = useI18nContext();
  const t = LL.settingLog.appLog;
  const screenLabel = fullScreen ? t.exitFullScreen() : t.fullScreen();
  return (
    <div className="mr-log-jumps">
      <Button
        icon={fullScreen ? <MinimizeIcon /> : <MaximizeIcon />}
        aria-label={screenLabel}
        title={screenLabel}
        onClick={() => onFullScreen(!fullScreen)}
      />
      {!atTop && (
        <Button
          icon={<DoubleChevronUpIcon />}
          aria-label={t.toTop()}
          title={t.toTop()}
          onClick={onTop}
        />
      )}
      {!atBottom && (
        <Button
          icon={<DoubleChevronDownIcon />}
          aria-label={t.toBottom()}
          title={t.toBottom()}
          onClick={onBottom}
        />
      )}
    </div>
  );
}
