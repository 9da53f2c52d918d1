import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/** What a control inside a Field needs to be tied to its label, hint and error. */
export interface FieldWiring {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FieldContext = createContext<FieldWiring | null>(null);

/** The wiring of the enclosing Field; a control outside one gets its own id. */
export function useFieldWiring(): FieldWiring {
  const own = useId();
  return (
    useContext(FieldContext) ?? { id: own, describedBy: undefined, invalid: false, required: false }
  );
}

/**
 * A form field: label (with a star when required), the control, a hint and an error tied to the control
 * by aria-describedby. The error goes away as soon as the person edits the field (they are fixing it)
 * and comes back only when the form is submitted again with the error still there. `onEdit` lets a form
 * that keeps its errors in state clear them too.
 */
export function Field({
  label,
  hint,
  error,
  invalid = false,
  required = false,
  onEdit,
  className = '',
  testId,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** Marks the control without a message under it (the form lists its problems elsewhere). */
  invalid?: boolean;
  required?: boolean;
  onEdit?: () => void;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const id = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const [edited, setEdited] = useState(false);
  // A form that clears and sets its errors itself shows a newly set one at once (derived state).
  const [seen, setSeen] = useState({ error, invalid });
  if (seen.error !== error || seen.invalid !== invalid) {
    setSeen({ error, invalid });
    setEdited(false);
  }
  const shownError = error && !edited ? error : null;
  const marked = Boolean(shownError) || (invalid && !edited);

  // A new submit of the form shows the errors it finds again, even the same text as before.
  useEffect(() => {
    const form = boxRef.current?.closest('form');
    if (!form) return;
    const handleSubmit = () => setEdited(false);
    form.addEventListener('submit', handleSubmit, true);
    return () => form.removeEventListener('submit', handleSubmit, true);
  }, []);

  const handleEdit = () => {
    if (error || invalid) setEdited(true);
    onEdit?.();
  };
  const describedBy =
    [shownError ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') ||
    undefined;
  const wiring: FieldWiring = { id, describedBy, invalid: marked, required };

  return (
    <div
      ref={boxRef}
      className={`min-w-0 ${className}`}
      data-testid={testId}
      onInput={handleEdit}
      onChange={handleEdit}
    >
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-700">
        {label}
        {/* The star is for the eye; the control's own `required` tells assistive technology. */}
        {required ? (
          <span className="ml-0.5 text-red-700" aria-hidden>
            *
          </span>
        ) : null}
      </label>
      <FieldContext.Provider value={wiring}>{children}</FieldContext.Provider>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {shownError ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
