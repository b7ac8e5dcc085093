import { Button, Callout } from "@blueprintjs/core";
import { useI18nContext } from "../i18n/i18n-react";
import { errorMessage } from "../lib/error-message";

type LoadErrorProps = {
  error: unknown;
  /** The screen's sentence around what the server said ("读取…失败：{message}"). */
  sentence: (args: { message: string }) => string;
  /** 重试, when the screen offers it. */
  onRetry?: () => void;
  className?: string;
};

/** What a screen could not load, in the server's words, with 重试. */
export function LoadError({ error, sentence, onRetry, className }: LoadErrorProps) {
  const { LL } = useI18nContext();
  const message = errorMessage(error) ?? LL.common.somethingWentWrong();
  return (
    <Callout intent="danger" role="alert" className={className}>
      {sentence({ message })}
      {onRetry && (
        <>
          {" "}
          <Button variant="minimal" text={LL.common.retry()} onClick={onRetry} />
        </>
      )}
    </Callout>
  );
}
