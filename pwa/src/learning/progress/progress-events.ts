/**
 * Announced on `window` for every queued and every sent progress event: the screen's "waiting to be
 * sent" line listens, and so do the browser tests. Apart from the queue so that listening does not
 * download it.
 */
export const QUEUED_EVENT = 'academy:progress-queued';
export const SENT_EVENT = 'academy:progress-sent';
