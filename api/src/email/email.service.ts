import type { JobQueue, SendOptions } from '../jobs/job-queue.ts';
import type { EmailMessage, Mailer } from './mailer.ts';

/**
 * Every feature sends e-mail through this: the message is queued as a job, so a slow or failing mail
 * server never slows a request, and a failed delivery is retried with backoff.
 */
export class EmailService {
  constructor(
    private readonly queue: JobQueue,
    private readonly mailer: Mailer,
  ) {}

  /** Pass `{ transaction }` to send the e-mail only if the surrounding transaction commits. */
  async enqueue(
    message: EmailMessage,
    options: Pick<SendOptions, 'transaction'> = {},
  ): Promise<void> {
    await this.queue.send('email.send', message, options);
  }

  /** The `email.send` job handler. */
  deliver = async (message: EmailMessage): Promise<void> => {
    await this.mailer.send(message);
  };
}
