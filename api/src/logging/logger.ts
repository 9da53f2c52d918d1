import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** One structured JSON logger per process; request loggers are children carrying the request id. */
export function createLogger(level: string, name = 'api', destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    name,
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.newPassword',
        '*.token',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
