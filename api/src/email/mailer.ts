import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
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

/** A subject is one header line: line breaks from user input (a contact form) become spaces. */
const oneLine = (subject: string) => subject.replace(/[\r\n\t]+/g, ' ').trim();

/** Sends over SMTP (`SMTP_URL`), e.g. `smtp://user:pass@mail.example.com:587`. */
export class SmtpMailer implements Mailer {
  readonly transport = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // nodemailer's defaults wait minutes on a silent server; a job should fail fast and be retried.
    // Options in the URL's query (`?connectionTimeout=...`, `?tls.rejectUnauthorized=false`) win.
    this.transporter = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(message: EmailMessage): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      ...message,
      subject: oneLine(message.subject),
    });
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
      ...message,
      subject: oneLine(message.subject),
      id,
      from: this.from,
      sentAt,
      links: [...new Set(message.text.match(LINK) ?? [])],
    };
    // Written under another name first, so the mailbox never reads half a message.
    const file = path.join(this.dir, `${id}.json`);
    await writeFile(`${file}.part`, JSON.stringify(entry, null, 2));
    await rename(`${file}.part`, file);
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
        .map(async (f) => {
          try {
            return JSON.parse(await readFile(path.join(this.dir, f), 'utf8')) as OutboxEntry;
          } catch {
            return null; // removed meanwhile, or not ours
          }
        }),
    );
    return entries
      .filter((e): e is OutboxEntry => e !== null)
      .sort((a, b) => b.sentAt.localeCompare(a.sentAt) || b.id.localeCompare(a.id));
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
