import { useLayoutEffect, useRef, useState, type RefObject } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import type { SelectFieldProps, SelectIntent } from "./select-field";

type Props = SelectFieldProps & {
  value: string;
  onValueChange: (value: string) => void;
  /** What the reader was doing on the native select this replaces. */
  intent: SelectIntent;
  /** Keys typed on the native select while this was loading, for the type-ahead. */
  typed: RefObject<string[]>;
};

/**
 * The Radix select with type-ahead (spec §9), loaded on demand by SelectField. Its value travels in a
 * hidden input that form code sees like any field: choosing fires `input`, and closing the list or
 * leaving the closed trigger fires `focusout`, so on-blur validation treats it as a blur.
 */
export default function RadixSelectField({ intent, typed, value, onValueChange, ...props }: Props) {
  const hidden = useRef<HTMLInputElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const [startedWith] = useState(intent);
  const open = useRef(startedWith === "open");

  const fire = (event: Event) => hidden.current?.dispatchEvent(event);
  const blur = () => fire(new FocusEvent("focusout", { bubbles: true }));

  useLayoutEffect(() => {
    // The reader was on the native select: focus carries over, and what they typed meanwhile counts.
    const button = trigger.current;
    if (startedWith !== "focus" || !button) return;
    button.focus();
    const keys = typed.current.splice(0);
    // Radix renders its items for the type-ahead only after its own first layout pass.
    queueMicrotask(() => {
      for (const key of keys) {
        button.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
      }
    });
  }, [startedWith, typed]);

  return (
    <>
      <input ref={hidden} type="hidden" name={props.name} value={value} disabled={props.disabled} />
      <Select
        value={value}
        disabled={props.disabled}
        defaultOpen={startedWith === "open"}
        onValueChange={(next) => {
          if (hidden.current) hidden.current.value = next;
          onValueChange(next);
          fire(new Event("input", { bubbles: true }));
        }}
        onOpenChange={(next) => {
          open.current = next;
          if (!next) blur();
        }}
      >
        <SelectTrigger
          ref={trigger}
          id={props.id}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.describedBy}
          // Opening the list moves focus into it; that is not the reader leaving the field.
          onBlur={() => {
            if (!open.current) blur();
          }}
        >
          <SelectValue placeholder={props.placeholder} />
        </SelectTrigger>
        <SelectContent>
          {props.options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </>
  );
}
