import { InputGroup } from "@blueprintjs/core";
import { SearchIcon } from "@blueprintjs/icons";
import { useEffect, useRef, useState } from "react";
import { FieldFrame } from "../../components/field-frame";

/** How long typing rests before the URL (and so the query) follows. */
export const KEYWORD_DEBOUNCE_MS = 300;

type Props = {
  id: string;
  label: string;
  placeholder: string;
  /** The URL's keyword. */
  value: string;
  onChange: (keyword: string) => void;
};

/**
 * The name search of my subscriptions: what is typed reaches the URL once
 * typing rests (one request per pause, not per key); Enter sends it at
 * once. A keyword the URL changes (back, a shared link) shows here.
 */
export function KeywordField({ id, label, placeholder, value, onChange }: Props) {
  const [text, setText] = useState(value);
  const latest = useRef(onChange);
  latest.current = onChange;
  // Only a keyword from elsewhere replaces the text (not the trimmed echo of it).
  useEffect(() => setText((t) => (t.trim() === value ? t : value)), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => latest.current(text.trim()), KEYWORD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <FieldFrame id={id} label={label}>
      {() => (
        <InputGroup
          id={id}
          type="search"
          size="large"
          leftIcon={<SearchIcon />}
          placeholder={placeholder}
          value={text}
          onValueChange={setText}
          onKeyDown={(e) => {
            if (e.key === "Enter" && text.trim() !== value) onChange(text.trim());
          }}
        />
      )}
    </FieldFrame>
  );
}
