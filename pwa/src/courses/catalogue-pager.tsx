import { useTranslation } from 'react-i18next';
import { LIMITS } from '@academy/shared';
import { PageInfo, PageSizeSelect, Pager } from '../ui/pager.tsx';

/**
 * The pagination under a course list (spec 000 §2, §9): page size 6/12/24/48, "Page X of Y" and the
 * kit's pager.
 *
 * The spec shows pagination only past one page. The page-size choice stays visible while a size other
 * than the default is chosen, even on a single page: otherwise choosing 48 would hide the only way back.
 */
export function CataloguePager({
  page,
  pages,
  limit,
  onPage,
  onLimit,
  alwaysShowSize = false,
}: {
  page: number;
  pages: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
  /** Course Management always offers the page size (spec 001 §2 per-page selector). */
  alwaysShowSize?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const multi = pages > 1;
  if (!multi && !alwaysShowSize && limit === LIMITS.cataloguePageSizeDefault) return null;
  return (
    <div
      className="flex flex-col items-center gap-4 border-t border-slate-200 pt-6 lg:flex-row lg:justify-between"
      data-testid="catalogue-pager"
    >
      <div className="flex items-center gap-3 text-sm text-slate-600">
        <PageSizeSelect value={limit} onChange={onLimit} />
        {multi && <PageInfo page={page} pages={pages} />}
      </div>
      <Pager page={page} pages={pages} onPage={onPage} label={t('pagination.label')} />
    </div>
  );
}
