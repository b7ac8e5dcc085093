import { Classes, Tooltip, type TooltipProps } from "@blueprintjs/core";
import {
  cloneElement,
  type ReactElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

// "pointer": the pointer is on the target; "passed": it has left since.
type Armed = "" | "pointer" | "passed" | "focus";
type Target = ReactElement<{ tabIndex?: number }>;
/** Blueprint's Tooltip default. */
const HOVER_OPEN_DELAY = 100;

/**
 * Blueprint's Tooltip, mounted when the pointer or the focus first reaches
 * its target. A mounted Tooltip runs floating-ui's hooks at every render of
 * its list: the 推荐 feed's forty were a fifth of a 150 ms task after the
 * home screen's first content (4× CPU, tests/bench). Until then the target
 * stands in the markup the Tooltip gives it (its span, and a tab stop so the
 * keyboard reaches the tip), so nothing moves at the swap.
 */
export function LazyTooltip({
  children,
  ...props
}: Omit<TooltipProps, "children"> & { children: Target }) {
  const [armed, setArmed] = useState<Armed>("");
  const box = useRef<HTMLSpanElement>(null);
  const pressed = useRef(false);
  // A pointer that rests on the target as long as Blueprint's hover delay mounts it;
  // one passing over, or pressing first, mounts nothing.
  const resting = useRef<ReturnType<typeof setTimeout>>(undefined);
  const settle = () => clearTimeout(resting.current);
  useEffect(() => () => clearTimeout(resting.current), []);
  useLayoutEffect(() => {
    // The swap took the focused target away (the focus fell to the page): focus its
    // successor, which opens the tip. A focus that has moved on stays where it is.
    const active = document.activeElement;
    if (armed === "focus" && (!active || active === document.body))
      (box.current?.firstElementChild?.firstElementChild as HTMLElement | null)?.focus();
  }, [armed]);
  const standIn = { tabIndex: children.props.tabIndex ?? (props.disabled ? undefined : 0) };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the events arm the tip; the target inside is the control
    <span
      ref={box}
      className="mr-lazy-tooltip"
      // A mouse, not a touch: a tap's enter, press and click come at once, and a
      // swap among them would lose the click. Likewise the focus a press gives.
      onPointerEnter={(e) => {
        if (e.pointerType !== "mouse" || armed) return;
        resting.current = setTimeout(
          () => setArmed((a) => a || "pointer"),
          props.hoverOpenDelay ?? HOVER_OPEN_DELAY,
        );
      }}
      onPointerLeave={() => {
        settle();
        setArmed((a) => (a === "pointer" ? "passed" : a));
      }}
      onPointerDown={() => {
        settle();
        pressed.current = true;
      }}
      onFocus={() => {
        if (!pressed.current) setArmed((a) => a || "focus");
        pressed.current = false;
      }}
    >
      {armed ? (
        // Open at once when the pointer brought it (it has waited the delay): React
        // sends no mouseenter to a target that replaced the one under the pointer.
        <Tooltip {...props} defaultIsOpen={armed === "pointer"}>
          {children}
        </Tooltip>
      ) : (
        <span className={Classes.POPOVER_TARGET}>{cloneElement(children, standIn)}</span>
      )}
    </span>
  );
}
