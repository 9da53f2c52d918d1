import type { CheckoutSessionResult, PurchaseStatus, Receipt } from '@academy/shared';
import { ApiError, apiRequest } from '../api/api-client.ts';

/** The payment calls (spec 000 §7 Payment). */

export async function createCheckoutSession(
  token: string,
  courseId: string,
): Promise<CheckoutSessionResult> {
  const res = await apiRequest<CheckoutSessionResult>('/api/payment/create-checkout-session', {
    method: 'POST',
    token,
    body: { courseId },
  });
  return res.data;
}

export async function checkPurchase(token: string, courseId: string): Promise<boolean> {
  const res = await apiRequest<PurchaseStatus>(`/api/payment/check-purchase/${courseId}`, {
    token,
    cache: 'no-store',
  });
  // Both readings of the spec: `data.hasPurchased`, or `hasPurchased` at the top level.
  const top = (res as unknown as { hasPurchased?: boolean }).hasPurchased;
  return Boolean(res.data?.hasPurchased ?? top);
}

export async function fetchReceipt(token: string, courseId: string): Promise<Receipt> {
  return (await apiRequest<Receipt>(`/api/payment/receipt/${courseId}`, { token })).data;
}

/** Downloads the PDF receipt and saves it as receipt-{orderId}.pdf. */
export async function downloadReceipt(token: string, courseId: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`/api/payment/download-receipt/${courseId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch {
    throw new ApiError('Network error', 0);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(body?.message ?? 'Download failed', res.status);
  }
  const name = /filename="?([^";]+)"?/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? 'receipt.pdf';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
