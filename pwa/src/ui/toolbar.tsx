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

/** A toolbar select's look with its label above it, or (`beside`) on its left in the line. */
const SELECT_LOOKS = {
  above: { box: '', label: TOOLBAR_LABEL, select: TOOLBAR_SELECT },
  beside: {
    box: 'inline-flex items-center gap-2 text-sm text-slate-700',
    label: 'font-medium',
    select:
      'min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-sm',
  },
} as const;

/**
 * One labelled choice in a toolbar (status filter, sort field, sort order, page size): the label tied
 * to the select, one option per value with its words from `optionLabel`. `beside` puts the label on
 * the select's left, for a choice standing in a line of other controls.
 */
export function ToolbarSelect<V extends string | number>({
  label,
  value,
  values,
  optionLabel,
  onChange,
  beside = false,
  className = '',
}: {
  label: string;
  value: V;
  values: readonly V[];
  optionLabel: (value: V) => string;
  onChange: (value: V) => void;
  beside?: boolean;
  className?: string;
}) {
  const id = useId();
  const look = SELECT_LOOKS[beside ? 'beside' : 'above'];
  return (
    <div className={`${look.box} ${className}`}>
      <label htmlFor={id} className={look.label}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        // The options are exactly `values`, in order, so the chosen index names the value.
        onChange={(event) => {
          const chosen = values[event.target.selectedIndex];
          if (chosen !== undefined) onChange(chosen);
        }}
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
