import path from 'node:path';
import { defineConfigPart, integer, urlWith } from './env.ts';

export interface DatabaseConfig {
  database: {
    /** A PostgreSQL server; undefined starts the embedded one. */
    url: string | undefined;
    embeddedPort: number;
    embeddedDir: string;
    embeddedPasswordFile: string;
  };
}

export const databasePart = defineConfigPart({
  env: {
    DATABASE_URL: urlWith(['postgres:', 'postgresql:']),
    EMBEDDED_PG_PORT: integer(54329, 1, 65535, 'a port number'),
  },
  build: (e, ctx): DatabaseConfig => ({
    database: {
      url: e.DATABASE_URL,
      embeddedPort: e.EMBEDDED_PG_PORT,
      embeddedDir: path.join(ctx.dataDir, 'postgres'),
      embeddedPasswordFile: path.join(ctx.dataDir, 'secrets', 'postgres-password'),
    },
  }),
});
