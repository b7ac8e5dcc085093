import { Button, type ButtonProps } from "@blueprintjs/core";
import { useEffect, useRef } from "react";

/**
 * Blueprint's Button for a press that makes it wait (`loading`, or
 * `disabled` while busy), keeping a keyboard user's place: a disabled button
 * loses the focus to the page's body, so Enter on 保存, 测试 or 加载更多 left
 * the user a Tab from the top of the page. If it had the focus as it stopped
 * being usable, it takes the focus back once usable again, unless the focus
 * went somewhere meanwhile.
 */
export function BusyButton({ loading = false, disabled = false, ...props }: ButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const waiting = loading || disabled;
  const wasWaiting = useRef(waiting);
  const hadFocus = useRef(false);
  // Read in the render that starts the wait: its commit disables the button.
  if (waiting && !wasWaiting.current) hadFocus.current = document.activeElement === ref.current;
  wasWaiting.current = waiting;
  useEffect(() => {
    if (waiting || !hadFocus.current) return;
    hadFocus.current = false;
    const now = document.activeElement;
    if (!now || now === document.body) ref.current?.focus();
  }, [waiting]);
  return <Button ref={ref} loading={loading} disabled={disabled} {...props} />;
}
