import type { ComponentProps } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/lib/utils/cn";
import type { Option } from "~/lib/schemas/submission-options";
import { inputClass } from "./field";

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

/** The server-rendered select: what readers without JavaScript use. */
export function NativeSelect(props: SelectFieldProps) {
  return (
    <select
      id={props.id}
      name={props.name}
      required={props.required}
      disabled={props.disabled}
      defaultValue={props.defaultValue ?? ""}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
      className={cn(inputClass, "h-11 py-0")}
    >
      <option value="">{props.placeholder}</option>
      {props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** The Radix select with type-ahead. Controlled when `value` is given, else it carries `name` itself. */
export function RadixSelect(
  props: SelectFieldProps & {
    value?: string;
    onValueChange?: (value: string) => void;
    onOpenChange?: (open: boolean) => void;
    triggerProps?: ComponentProps<typeof SelectTrigger>;
  },
) {
  const controlled = props.onValueChange !== undefined;
  return (
    <Select
      name={controlled ? undefined : props.name}
      disabled={props.disabled}
      required={controlled ? undefined : props.required}
      {...(controlled ? { value: props.value ?? "" } : { defaultValue: props.defaultValue })}
      onValueChange={props.onValueChange}
      onOpenChange={props.onOpenChange}
    >
      <SelectTrigger
        id={props.id}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        {...props.triggerProps}
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
  );
}

/** A native select until the page is interactive (so the form works without JavaScript), then Radix. */
export function NativeOrRadixSelect(props: SelectFieldProps) {
  return useHydrated() ? <RadixSelect {...props} /> : <NativeSelect {...props} />;
}
