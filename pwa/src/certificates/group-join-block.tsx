import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { JoinGroupButton } from '../learning/join-group-button.tsx';

/**
 * The course's WhatsApp group block (spec 000 §2 watch page; the expired-link page): what the group
 * is for and the join button of the purchased-course page (confirm step, single-use link, new tab).
 */
export function GroupJoinBlock({ courseId }: { courseId: string }) {
  const { t } = useTranslation('certificates');
  return (
    <section
      data-testid="group-join-block"
      className="space-y-3 rounded-2xl border border-green-200 bg-green-50 p-4 text-green-950"
    >
      <div>
        <h2 className="flex items-center gap-2 font-semibold">
          <MessageCircle className="h-5 w-5 text-green-700" aria-hidden />
          {t('group.title')}
        </h2>
        <p className="mt-1 text-sm">{t('group.body')}</p>
      </div>
      <JoinGroupButton courseId={courseId} />
    </section>
  );
}
