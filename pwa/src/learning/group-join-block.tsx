import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { JoinGroupButton } from './join-group-button.tsx';
import { NoticePanel } from '../ui/notice-panel.tsx';

/**
 * The course's WhatsApp group block (spec 000 §2 watch page; the expired-link page): what the group
 * is for and the join button of the purchased-course page (confirm step, single-use link, new tab).
 */
export function GroupJoinBlock({ courseId }: { courseId: string }) {
  const { t } = useTranslation('certificates');
  return (
    <NoticePanel
      tone="success"
      icon={MessageCircle}
      title={t('group.title')}
      role={null}
      actions={<JoinGroupButton courseId={courseId} />}
      testId="group-join-block"
    >
      <p>{t('group.body')}</p>
    </NoticePanel>
  );
}
