import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { normaliseCertificateId } from '@academy/shared';
import { ApiError } from '../api/api-client.ts';
import { Button } from '../ui/button.tsx';
import { TextInput } from '../ui/controls.tsx';
import { Field } from '../ui/field.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';
import { certificateKeys, verifyCertificate } from './certificates-api.ts';
import { VerifyFailure } from './verify-failure.tsx';
import { idProblemKey } from './verify-messages.ts';
import { VerifyResult } from './verify-result.tsx';

/**
 * `/verify` and `/verify/{id}` (spec 000 §2): one field; an id in the address is checked at once. A
 * null certificate in an OK answer still shows the failure box (§4).
 */
export default function VerifyPage() {
  const { certificateId } = useParams();
  // A new address is a new check: the form starts again from what it names.
  return <VerifyForm key={certificateId ?? ''} routeId={certificateId ?? null} />;
}

function VerifyForm({ routeId }: { routeId: string | null }) {
  const { t } = useTranslation('certificates');
  usePageTitle(t('verify.title'));
  const navigate = useNavigate();
  // The kit's input takes no ref; the form finds its one field to focus it.
  const formRef = useRef<HTMLFormElement>(null);
  const [value, setValue] = useState(routeId ?? '');
  const [formError, setFormError] = useState<string | null>(null);
  const routeProblem = routeId ? idProblemKey(routeId) : null;
  const [checked, setChecked] = useState(
    routeId && !routeProblem ? normaliseCertificateId(routeId) : null,
  );
  // A link whose id is not of the certificate shape (issue 25): the failure box, as for an unknown id.
  const [malformed, setMalformed] = useState(routeProblem);
  const check = useQuery({
    queryKey: certificateKeys.verify(checked ?? ''),
    queryFn: () => verifyCertificate(checked!),
    enabled: !!checked,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = idProblemKey(value);
    if (problem) {
      setFormError(t(problem));
      return;
    }
    const id = normaliseCertificateId(value);
    if (id !== routeId) void navigate(`/verify/${id}`);
    else if (id === checked) void check.refetch();
    else setChecked(id);
  };

  const handleTryAgain = () => {
    setChecked(null);
    setMalformed(null);
    const input = formRef.current?.querySelector('input');
    input?.focus();
    input?.select();
  };

  const certificate = check.data?.certificate ?? null;
  const searched = checked ?? normaliseCertificateId(value);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <PageHeader title={t('verify.title')} subtitle={t('verify.intro')} />
      <form
        ref={formRef}
        onSubmit={handleSubmit}
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <Field
          label={t('verify.label')}
          error={formError}
          onEdit={() => setFormError(null)}
          className="flex-1"
        >
          <TextInput
            value={value}
            autoComplete="off"
            spellCheck={false}
            placeholder="CERT-XXXXXX-XXXXXX"
            className="font-mono"
            onChange={(e) => {
              setValue(e.target.value);
              // Editing the field clears the failure (spec 000 §4).
              if (check.isError) setChecked(null);
              setMalformed(null);
            }}
          />
        </Field>
        <Button
          type="submit"
          className="sm:mt-7"
          busy={!!checked && check.isFetching}
          busyLabel={t('verify.busy')}
          icon={<Search className="h-4 w-4" aria-hidden />}
        >
          {t('verify.submit')}
        </Button>
      </form>
      {malformed && routeId ? (
        <VerifyFailure id={routeId} problemKey={malformed} onTryAgain={handleTryAgain} />
      ) : !checked ? null : check.isError ? (
        <VerifyFailure id={searched} error={check.error} onTryAgain={handleTryAgain} />
      ) : check.isSuccess && !certificate ? (
        <VerifyFailure
          id={searched}
          error={new ApiError('Certificate not found', 404)}
          onTryAgain={handleTryAgain}
        />
      ) : check.isSuccess && certificate ? (
        <VerifyResult result={check.data} certificate={certificate} />
      ) : null}
    </div>
  );
}
