import { useInputControl, type FieldMetadata } from "@conform-to/react";
import { useRef } from "react";
import { NativeSelect, RadixSelect, type SelectFieldProps } from "~/components/forms/native-or-radix-select";
import { useHydrated } from "~/hooks/use-hydrated";
import type { Option } from "~/lib/schemas/submission-options";

type Props = {
  meta: FieldMetadata<string>;
  options: readonly Option[];
  placeholder: string;
  disabled?: boolean;
};

function fieldProps({ meta, options, placeholder, disabled }: Props): SelectFieldProps {
  const invalid = Boolean(meta.errors?.length);
  return {
    id: meta.id,
    name: meta.name,
    options,
    placeholder,
    disabled,
    required: true,
    defaultValue: typeof meta.initialValue === "string" ? meta.initialValue : undefined,
    invalid,
    describedBy: invalid ? meta.errorId : undefined,
  };
}

/**
 * The Radix select wired to Conform: the value travels in a hidden input that Conform watches, and
 * closing the list, or leaving the closed trigger, counts as a blur for on-blur validation.
 */
function ControlledRadixSelect(props: Props) {
  const control = useInputControl(props.meta);
  const open = useRef(false);
  return (
    <>
      <input type="hidden" name={props.meta.name} value={control.value ?? ""} />
      <RadixSelect
        {...fieldProps(props)}
        value={control.value}
        onValueChange={(value) => control.change(value)}
        onOpenChange={(next) => {
          open.current = next;
          if (!next) control.blur();
        }}
        triggerProps={{
          onBlur: () => {
            // Opening the list moves focus into it; that is not the reader leaving the field.
            if (!open.current) control.blur();
          },
        }}
      />
    </>
  );
}

export function ConformSelect(props: Props) {
  return useHydrated() ? <ControlledRadixSelect {...props} /> : <NativeSelect {...fieldProps(props)} />;
}
