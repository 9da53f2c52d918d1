import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../logging/logger.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface OutboxEntry extends EmailMessage {
  id: string;
  from: string;
  sentAt: string;
  /** Links found in the text, so a developer can click a verification link straight away. */
  links: string[];
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
  verify(): Promise<void>;
  close(): void;
}

const LINK = /https?:\/\/[^\s<>"')]+/g;

/** Sends over SMTP (`SMTP_URL`), e.g. `smtp://user:pass@mail.example.com:587`. */
export class SmtpMailer implements Mailer {
  readonly transport = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async send(message: EmailMessage): Promise<void> {
    await this.transporter.sendMail({ from: this.from, ...message });
  }

  async verify(): Promise<void> {
    await this.transporter.verify();
  }

  close(): void {
    this.transporter.close();
  }
}

/**
 * Without SMTP, messages are written to `./data/outbox` as JSON and their links logged, so development
 * and demos work with no mail server; the development mailbox page lists them.
 */
export class OutboxMailer implements Mailer {
  readonly transport = 'outbox' as const;

  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const sentAt = new Date().toISOString();
    const id = `${sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
    const entry: OutboxEntry = {
      id,
      from: this.from,
      sentAt,
      links: [...new Set(message.text.match(LINK) ?? [])],
      ...message,
    };
    await writeFile(path.join(this.dir, `${id}.json`), JSON.stringify(entry, null, 2));
    this.logger.info(
      { to: message.to, subject: message.subject, links: entry.links },
      'e-mail written to outbox',
    );
  }

  async list(): Promise<OutboxEntry[]> {
    let files: string[];
    try {
      files = await readdir(this.dir);
    } catch {
      return [];
    }
    const entries = await Promise.all(
      files
        .filter((f) => f.endsWith('.json'))
        .map(
          async (f) => JSON.parse(await readFile(path.join(this.dir, f), 'utf8')) as OutboxEntry,
        ),
    );
    return entries.sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  }

  async verify(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  close(): void {}
}

export function createMailer(
  options: { smtpUrl: string | undefined; from: string; outboxDir: string },
  logger: Logger,
): Mailer {
  return options.smtpUrl
    ? new SmtpMailer(options.smtpUrl, options.from)
    : new OutboxMailer(options.outboxDir, options.from, logger);
}
