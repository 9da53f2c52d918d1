import { CheckCircle2 } from 'lucide-react';
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
