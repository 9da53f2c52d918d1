import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Certificate, CertificateList, CertificateVerification } from '@academy/shared';
import { apiRequest, ApiError } from '../api/api-client.ts';
import { useAuthToken } from '../session/auth-storage.ts';

/** The certificate and group calls of spec 000 §7, and their TanStack Query hooks. */
export const certificateKeys = {
  mine: (token: string | null) => ['certificates', 'mine', token] as const,
  course: (courseId: string, token: string | null) =>
    ['certificates', 'course', courseId, token] as const,
  verify: (id: string) => ['certificates', 'verify', id] as const,
};

export function useMyCertificates() {
  const token = useAuthToken();
  return useQuery({
    queryKey: certificateKeys.mine(token),
    queryFn: async ({ signal }) =>
      (await apiRequest<CertificateList>('/api/certificates/user', { token, signal })).data
        .certificates,
    enabled: !!token,
  });
}

/** The learner's certificate for a course, or null when there is none yet (404, spec §4). */
export function useCourseCertificate(courseId: string, enabled = true) {
  const token = useAuthToken();
  return useQuery({
    queryKey: certificateKeys.course(courseId, token),
    queryFn: async ({ signal }) => {
      try {
        const res = await apiRequest<{ certificate: Certificate }>(
          `/api/certificates/course/${courseId}`,
          { token, signal },
        );
        return res.data.certificate;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
    enabled: !!token && enabled,
  });
}

export function useGenerateCertificate(courseId: string) {
  const token = useAuthToken();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest<{ certificate: Certificate }>('/api/certificates/generate', {
          method: 'POST',
          body: { courseId },
          token,
        })
      ).data.certificate,
    onSuccess: (certificate) => {
      client.setQueryData(certificateKeys.course(courseId, token), certificate);
      void client.invalidateQueries({ queryKey: ['certificates', 'mine'] });
    },
  });
}

export async function verifyCertificate(id: string): Promise<CertificateVerification> {
  return (
    await apiRequest<CertificateVerification>(`/api/certificates/verify/${encodeURIComponent(id)}`)
  ).data;
}

/** Fetches the PDF with the learner's token and saves it under the server's file name. */
export async function downloadCertificate(certificate: Certificate, token: string | null) {
  let res: Response;
  try {
    res = await fetch(certificate.pdfUrl, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError('network', 0);
  }
  if (!res.ok) throw new ApiError('download failed', res.status);
  const disposition = res.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : `${certificate.certificateId}.pdf`;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
