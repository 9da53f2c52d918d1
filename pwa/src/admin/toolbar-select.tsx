import { useId } from 'react';

/** How a toolbar draws its labels and selects; each list screen keeps its own. */
export interface ToolbarLook {
  label: string;
  select: string;
}

/**
 * One labelled choice in a list screen's toolbar (status filter, sort field, sort order): the label
 * tied to the select, one option per value with its words from `optionLabel`.
 */
export function ToolbarSelect<V extends string>({
  label,
  value,
  values,
  optionLabel,
  onChange,
  look,
  className,
}: {
  label: string;
  value: V;
  values: readonly V[];
  optionLabel: (value: V) => string;
  onChange: (value: V) => void;
  look: ToolbarLook;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={look.label}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        // The options are exactly `values`, so the chosen value is one of them.
        onChange={(event) => onChange(event.target.value as V)}
        className={look.select}
      >
        {values.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
