import type { ReactNode } from 'react';
import type { IconComponent } from './icon-type.ts';

/**
 * One figure with its name, an icon and an optional note ("12 learners"). While `value` is undefined a
 * grey block holds its place. Plain paragraphs, not a `<dl>`: the icon beside the text cannot sit inside
 * a definition list's groups (axe: definition-list, dlitem).
 */
export function StatTile({
  label,
  value,
  note,
  icon: Icon,
  iconTone = 'bg-slate-100 text-slate-700',
  testId,
}: {
  label: ReactNode;
  value: ReactNode | undefined;
  note?: ReactNode;
  icon?: IconComponent;
  /** Background and text colour of the icon's square. */
  iconTone?: string;
  testId?: string;
}) {
  return (
    <div
      className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-testid={testId}
    >
      {Icon ? (
        <span
          className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl ${iconTone}`}
        >
          <Icon className="h-6 w-6" aria-hidden />
        </span>
      ) : null}
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <p className="text-3xl font-bold text-slate-900 tabular-nums" data-testid="stat-value">
          {value ?? (
            <span className="inline-block h-8 w-12 animate-pulse rounded bg-slate-200 align-middle" />
          )}
        </p>
        {note ? <p className="text-xs text-slate-600">{note}</p> : null}
      </div>
    </div>
  );
}
