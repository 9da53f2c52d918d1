import { CloudUpload, Loader2, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog } from './dialog.tsx';

/**
 * A dialog over the page while work runs (saving a form, sending files). It has no close: the person
 * waits for the end, which the screen shows as a success or a problem dialog. The large icon says
 * what is happening: a turning ring while saving, a cloud while uploading, no-wifi while the connection
 * is away (the work goes on when it is back). `children` hold the progress itself.
 */
export function ProgressDialog({
  title,
  activity = 'saving',
  offline = false,
  testId,
  children,
}: {
  title: ReactNode;
  activity?: 'saving' | 'uploading';
  offline?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const icon = offline ? (
    <WifiOff className="h-10 w-10 text-amber-600" aria-hidden />
  ) : activity === 'uploading' ? (
    <CloudUpload className="h-10 w-10 text-accent-600" aria-hidden />
  ) : (
    <Loader2 className="h-10 w-10 animate-spin text-accent-600" aria-hidden />
  );
  return (
    <Dialog title={title} icon={icon} testId={testId}>
      {children}
    </Dialog>
  );
}
