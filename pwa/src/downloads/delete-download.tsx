import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { downloads } from './lazy-downloads.ts';

/** Delete (a kept download) or Cancel (one still downloading): both ask first. */
export function DeleteDownloadButton(props: { cancels?: boolean; onClick: () => void }) {
  const { t } = useTranslation('downloads');
  return (
    <Button
      variant="ghost"
      icon={<Trash2 className="h-4 w-4" aria-hidden />}
      onClick={props.onClick}
      data-testid="download-delete"
    >
      {props.cancels ? t('button.cancel') : t('button.delete')}
    </Button>
  );
}

/** Asks before deleting a download, then deletes it (pieces, licence and key, record). */
export function DeleteDownloadDialog(props: { id: string; title: string; onClose: () => void }) {
  const { t } = useTranslation('downloads');
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    await (await downloads()).deleteDownload(props.id).finally(() => setBusy(false));
    props.onClose();
  };
  return (
    <ConfirmDialog
      title={t('deleteDialog.title')}
      confirmLabel={t('deleteDialog.confirm')}
      confirmIcon={<Trash2 className="h-4 w-4" aria-hidden />}
      busy={busy}
      onConfirm={() => void remove()}
      onCancel={props.onClose}
      testId="download-delete-dialog"
    >
      {t('deleteDialog.body', { title: props.title })}
    </ConfirmDialog>
  );
}
