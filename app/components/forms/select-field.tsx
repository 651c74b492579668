import { ChevronDown } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useLazyComponent } from "~/hooks/use-lazy-component";
import { cn } from "~/lib/utils/cn";
import type { Option } from "~/lib/copy/submission-options";
import { inputClass } from "~/components/ui/input";

export type SelectFieldProps = {
  id: string;
  name: string;
  options: readonly Option[];
  placeholder: string;
  required?: boolean;
  disabled?: boolean;
  defaultValue?: string;
  invalid?: boolean;
  describedBy?: string;
};

/**
 * What the reader was doing on the plain select when the Radix one arrived: nothing, sitting on it
 * (keys typed meanwhile are replayed), or opening it (by pointer, Enter, Space or an arrow).
 */
export type SelectIntent = "none" | "focus" | "open";

const loadRadix = () => import("./radix-select-field");

const openKeys = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);

/** Whether the browser shows the select's own list now (`:open`; false where it is not supported). */
function nativeListOpen(select: HTMLSelectElement) {
  try {
    return select.matches(":open");
  } catch {
    return false;
  }
}

/**
 * A select field. The server renders a native <select>, which is what readers without JavaScript use
 * and what everyone sees first. The Radix select (type-ahead, the styled list) and its positioning
 * engine are about 30 KB gzip, so they load once the reader starts using the form and replace the
 * native one with the same value. A click or key that arrives on the native select meanwhile is
 * handed over, so the list opens as it would have.
 */
export function SelectField(props: SelectFieldProps) {
  const [value, setValue] = useState(props.defaultValue ?? "");
  const [wanted, setWanted] = useState(false);
  const [intent, setIntent] = useState<SelectIntent>("none");
  const typed = useRef<string[]>([]);
  const frame = useRef<HTMLDivElement>(null);
  const native = useRef<HTMLSelectElement | null>(null);
  const attachNative = useCallback((element: HTMLSelectElement) => {
    native.current = element;
    // React detaches refs before it removes the element. The browser reports taking a focused element
    // away as a blur, which form code would take for the reader leaving the field (and validate it);
    // without its name the departing select is no longer a field.
    return () => {
      element.removeAttribute("name");
      native.current = null;
    };
  }, []);
  const RadixSelectField = useLazyComponent(loadRadix, wanted);
  const { defaultValue } = props;

  useEffect(() => {
    const form = frame.current?.closest("form");
    if (!form) return;
    const reset = () => setValue(defaultValue ?? "");
    form.addEventListener("reset", reset);
    return () => form.removeEventListener("reset", reset);
  }, [defaultValue]);

  useEffect(() => {
    // The reader reached the form before the framework ran, so no handler saw them arrive: the select
    // is fetched as it would have been, and takes over what they were doing on the native one (its own
    // list open, or focus on it).
    const form = frame.current?.closest("form");
    const select = native.current;
    if (!form || !select) return;
    const changed = [...select.options].some((option) => option.selected !== option.defaultSelected);
    if (!changed && !form.contains(document.activeElement)) return;
    setValue(select.value);
    setWanted(true);
    if (select.matches(":focus")) setIntent(nativeListOpen(select) ? "open" : "focus");
  }, []);

  useEffect(() => {
    const form = frame.current?.closest("form");
    if (!form || wanted) return;
    // A reader on their way into the form: fetch the select before they reach it, starting from what
    // the native one shows (a choice made before the page was interactive included).
    const want = () => {
      if (native.current) setValue(native.current.value);
      setWanted(true);
    };
    const events = ["focusin", "pointerover", "input"] as const;
    for (const type of events) form.addEventListener(type, want);
    return () => {
      for (const type of events) form.removeEventListener(type, want);
    };
  }, [wanted]);

  if (RadixSelectField) {
    return (
      <div ref={frame}>
        {/* The component arrives once and is kept in state, so its identity never changes. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <RadixSelectField {...props} value={value} onValueChange={setValue} intent={intent} typed={typed} />
      </div>
    );
  }

  function onMouseDown(event: MouseEvent<HTMLSelectElement>) {
    if (event.button !== 0) return;
    // Not the browser's own list: the Radix one opens as soon as it is here.
    event.preventDefault();
    setWanted(true);
    setIntent("open");
  }

  function onKeyDown(event: KeyboardEvent<HTMLSelectElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (openKeys.has(event.key)) {
      event.preventDefault();
      setIntent("open");
    } else if (event.key.length === 1) {
      event.preventDefault();
      typed.current.push(event.key);
    }
  }

  return (
    <div ref={frame} className="relative">
      <select
        ref={attachNative}
        id={props.id}
        name={props.name}
        required={props.required}
        disabled={props.disabled}
        defaultValue={props.defaultValue ?? ""}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        onChange={(event) => setValue(event.target.value)}
        onFocus={() => {
          setWanted(true);
          setIntent((current) => (current === "none" ? "focus" : current));
        }}
        onBlur={() => {
          setIntent("none");
          typed.current = [];
        }}
        onMouseDown={onMouseDown}
        onKeyDown={onKeyDown}
        // Drawn like the Radix trigger that replaces it: the same chevron, the placeholder muted.
        className={cn(
          inputClass(),
          "h-11 appearance-none py-0 pr-9 [&:has(option[value='']:checked)]:text-muted [&_option]:text-ink",
        )}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
