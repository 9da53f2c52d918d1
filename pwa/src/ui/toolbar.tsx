import { useId, type ReactNode } from 'react';

/** A toolbar control's label, above it. */
export const TOOLBAR_LABEL = 'mb-1 block text-sm font-semibold text-slate-700';

const TOOLBAR_SELECT =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-accent-600 focus:ring-2 focus:ring-accent-100 focus:outline-none';

/**
 * The white bar above a list holding its search, filters and sort. `columns` lays the controls out
 * (a grid template per screen); the bar itself looks the same everywhere.
 */
export function Toolbar({ columns = '', children }: { columns?: string; children: ReactNode }) {
  return (
    <div
      className={`grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 ${columns}`}
    >
      {children}
    </div>
  );
}

/**
 * One labelled choice in a toolbar (status filter, sort field, sort order): the label tied to the
 * select, one option per value with its words from `optionLabel`.
 */
export function ToolbarSelect<V extends string>({
  label,
  value,
  values,
  optionLabel,
  onChange,
  className,
}: {
  label: string;
  value: V;
  values: readonly V[];
  optionLabel: (value: V) => string;
  onChange: (value: V) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={TOOLBAR_LABEL}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        // The options are exactly `values`, so the chosen value is one of them.
        onChange={(event) => onChange(event.target.value as V)}
        className={TOOLBAR_SELECT}
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
