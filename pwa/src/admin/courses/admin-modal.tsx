import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';

/**
 * The success end of an admin overlay (course saved, course uploaded, video uploaded): green tick,
 * title, one line and OK, which also closes it on Escape or a click outside.
 */
export function SuccessModal({
  title,
  body,
  okLabel,
  onOk,
  testId,
}: {
  title: string;
  body: string;
  okLabel: string;
  onOk: () => void;
  testId: string;
}) {
  return (
    <Dialog
      title={title}
      onClose={onOk}
      testId={testId}
      icon={<CheckCircle2 className="h-12 w-12 text-green-600" aria-hidden />}
    >
      <p className="text-center text-slate-600">{body}</p>
      <Button variant="success" fullWidth onClick={onOk} data-autofocus className="mt-6">
        {okLabel}
      </Button>
    </Dialog>
  );
}

/**
 * The failing end of an admin overlay (save refused, upload failed, form not valid): red warning,
 * title, what went wrong, and one dark button that closes it, focused first. `action` adds a way out
 * beside it (Retry), which then brings its own `data-autofocus`.
 */
export function ProblemModal({
  title,
  closeLabel,
  onClose,
  action,
  testId,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  action?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Dialog
      alert
      title={title}
      onClose={onClose}
      testId={testId}
      icon={<AlertTriangle className="h-12 w-12 text-red-600" aria-hidden />}
    >
      {children}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row">
        <Button
          variant="dark"
          size="lg"
          onClick={onClose}
          data-autofocus={action ? undefined : true}
          className="flex-1"
        >
          {closeLabel}
        </Button>
        {action}
      </div>
    </Dialog>
  );
}

/** The problems a form was refused for, in a red box under one heading. */
export function ProblemSummary({ heading, problems }: { heading: string; problems: string[] }) {
  return (
    <div className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">{heading}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
