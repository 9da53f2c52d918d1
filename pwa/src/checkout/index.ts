/** The checkout folder's door: what other features may use of it (docs/architecture.md). */
export { downloadReceipt } from './payment-api.ts';
export { PaymentMonitorGate } from './payment-monitor-gate.tsx';
export { PurchaseButton } from './purchase-button.tsx';
