import { Star, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RATING_MESSAGES, REVIEW_MAX_LENGTH, type MyRatingData } from '@academy/shared';
import { ApiError } from '../api/api-client.ts';
import { Panel } from '../courses/index.ts';
import { useNeedsNetwork } from '../offline/needs-network.tsx';
import { useOnline } from '../offline/use-online.ts';
import { Button } from '../ui/button.tsx';
import { TextArea } from '../ui/controls.tsx';
import { Field } from '../ui/field.tsx';
import { FormBanner } from '../ui/form-banner.tsx';
import { QueryError } from '../ui/notice-query-error.tsx';
import { Skeleton } from '../ui/states.tsx';
import { useMyRating, useRatingChange } from './ratings-api.ts';

/**
 * "Rate this course" (issue 25 §3), on My course and under the course's last lesson: 1 to 5 stars and
 * an optional review, saved, changed or removed at any time. Only an owner who watched a lesson may
 * rate; the API says so, and the widget shows why in the learner's language.
 */
export function RatingWidget({ courseId }: { courseId: string }) {
  const { t } = useTranslation('ratings');
  const online = useOnline();
  const mine = useMyRating(courseId);
  // Kept above the form, which starts again from each saved answer.
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const change = useRatingChange(courseId);
  let body: React.ReactNode;
  if (mine.isPending && !online) {
    body = <p className="text-sm text-slate-600">{t('widget.offline')}</p>;
  } else if (mine.isPending) {
    body = (
      <div role="status" aria-busy="true" className="space-y-3">
        <span className="sr-only">{t('widget.loading')}</span>
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  } else if (mine.isError && !mine.data) {
    body = <QueryError compact title={t('widget.error')} query={mine} />;
  } else if (!mine.data.canRate && !mine.data.rating) {
    body = (
      <p className="text-sm text-slate-700" data-testid="rating-not-allowed">
        {t('widget.watchFirst')}
      </p>
    );
  } else {
    // A new answer (saved elsewhere, removed) starts the form again from it.
    body = (
      <RatingForm
        key={mine.data.rating?.updatedAt ?? 'none'}
        change={change}
        data={mine.data}
        outcome={outcome}
        setOutcome={setOutcome}
      />
    );
  }
  return (
    <Panel title={t('widget.title')} icon={Star}>
      <div data-testid="rating-widget">{body}</div>
    </Panel>
  );
}

/** The API's refusals, said in the interface's language; anything else as the API said it. */
function useRefusal(): (error: unknown) => string {
  const { t } = useTranslation('ratings');
  return (error) => {
    if (!(error instanceof ApiError)) return t('widget.failed');
    if (error.isNetworkError) return t('widget.network');
    const known: Record<string, string> = {
      [RATING_MESSAGES.notOwner]: t('widget.notOwner'),
      [RATING_MESSAGES.notWatched]: t('widget.watchFirst'),
      [RATING_MESSAGES.reviewTooLong]: t('widget.tooLong', { max: REVIEW_MAX_LENGTH }),
    };
    return known[error.message] ?? error.message;
  };
}

interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

function RatingForm({
  change: { save, remove },
  data,
  outcome,
  setOutcome,
}: {
  /** Held by the widget: the form starts again from each answer, its requests outlive it. */
  change: ReturnType<typeof useRatingChange>;
  data: MyRatingData;
  outcome: Outcome | null;
  setOutcome: (outcome: Outcome | null) => void;
}) {
  const { t } = useTranslation('ratings');
  const refusal = useRefusal();
  const network = useNeedsNetwork();
  const [stars, setStars] = useState(data.rating?.rating ?? 0);
  const [review, setReview] = useState(data.rating?.review ?? '');
  const [missingStars, setMissingStars] = useState(false);
  const length = [...review].length;
  const tooLong = length > REVIEW_MAX_LENGTH;
  const busy = save.isPending || remove.isPending;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (stars < 1) {
      setMissingStars(true);
      return;
    }
    if (tooLong) return;
    setOutcome(null);
    save.mutate(
      { rating: stars, review },
      {
        onSuccess: () => setOutcome({ tone: 'success', text: t('widget.saved') }),
        onError: (error) => setOutcome({ tone: 'error', text: refusal(error) }),
      },
    );
  };
  const unrate = () => {
    setOutcome(null);
    remove.mutate(undefined, {
      onSuccess: () => setOutcome({ tone: 'success', text: t('widget.deleted') }),
      onError: (error) => setOutcome({ tone: 'error', text: refusal(error) }),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {outcome ? (
        <FormBanner tone={outcome.tone}>
          <span data-testid="rating-outcome">{outcome.text}</span>
        </FormBanner>
      ) : null}
      <StarPicker
        value={stars}
        onChange={(value) => {
          setStars(value);
          setMissingStars(false);
        }}
        error={missingStars ? t('widget.chooseStars') : null}
      />
      <Field
        label={t('widget.review')}
        hint={t('widget.reviewHint', { count: length, max: REVIEW_MAX_LENGTH })}
        error={tooLong ? t('widget.tooLong', { max: REVIEW_MAX_LENGTH }) : null}
        invalid={tooLong}
      >
        <TextArea
          rows={4}
          value={review}
          onChange={(event) => setReview(event.target.value)}
          placeholder={t('widget.reviewPlaceholder')}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          busy={save.isPending}
          busyLabel={t('widget.saving')}
          disabled={busy || network.offline}
        >
          {data.rating ? t('widget.update') : t('widget.submit')}
        </Button>
        {data.rating ? (
          <Button
            variant="dangerOutline"
            icon={Trash2}
            busy={remove.isPending}
            busyLabel={t('widget.deleting')}
            disabled={busy || network.offline}
            onClick={unrate}
          >
            {t('widget.delete')}
          </Button>
        ) : null}
      </div>
      {network.note}
    </form>
  );
}

/** Five radio buttons drawn as stars: arrow keys move between them, each read as "3 stars". */
function StarPicker({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (value: number) => void;
  error: string | null;
}) {
  const { t } = useTranslation('ratings');
  const name = useId();
  const errorId = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('widget.stars')}</legend>
      <div className="flex gap-1" onMouseLeave={() => setHovered(0)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="relative cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600"
            onMouseEnter={() => setHovered(n)}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              // Over the star, see-through: the tap lands on the radio itself.
              className="absolute inset-0 m-0 h-full w-full cursor-pointer opacity-0"
            />
            <Star
              aria-hidden
              className={`h-8 w-8 ${n <= shown ? 'text-amber-500' : 'text-slate-300'}`}
              fill="currentColor"
              strokeWidth={0}
            />
            <span className="sr-only">{t('stars', { count: n })}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
