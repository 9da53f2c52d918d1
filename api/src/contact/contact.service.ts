import type { ContactSubmit } from '@academy/shared';
import type { AppContext } from '../context.ts';
import { withTransaction } from '../db/database.ts';
import { contactMessages } from './contact.table.ts';

/**
 * Stores a visitor's message and queues an e-mail to support with a reply-to of the visitor, in one
 * transaction: a message is never stored without its e-mail, nor e-mailed twice because storing failed.
 */
export async function submitContactMessage(
  ctx: Pick<AppContext, 'database' | 'email' | 'config'>,
  input: ContactSubmit,
  language: string | null,
): Promise<void> {
  await withTransaction(ctx.database, async (tx) => {
    await tx.db.insert(contactMessages).values({ ...input, language });
    await ctx.email.enqueue(
      {
        to: ctx.config.site.supportEmail,
        replyTo: input.email,
        subject: `[Contact] ${input.subject}`,
        text: [
          `New message from the contact form of ${ctx.config.site.appName}.`,
          '',
          `Name: ${input.name}`,
          `E-mail: ${input.email}`,
          `Language: ${language ?? 'unknown'}`,
          `Subject: ${input.subject}`,
          '',
          input.message,
        ].join('\n'),
      },
      { transaction: tx },
    );
  });
}
