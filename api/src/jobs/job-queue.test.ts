import { describe, expect, it } from 'vitest';
import { JOB_NAMES, JOBS } from '@academy/shared';
import { checkHandlers, type JobHandlers } from './job-queue.ts';

const noop = async () => undefined;

describe('the job catalogue', () => {
  it('gives every job a process that runs it', () => {
    for (const name of JOB_NAMES) expect(['api', 'transcoder']).toContain(JOBS[name].runsOn);
  });

  it('refuses to start a process whose handlers miss one of its jobs', () => {
    // A handler map typed as JobHandlers cannot leave a job out: tsc stops it.
    // @ts-expect-error 'email.send' has no handler
    const missing: JobHandlers<'api'> = {};
    // Every api job is missing; the message names them all, email.send first.
    expect(() => checkHandlers('api', missing)).toThrow(
      /^Job handlers for "api" do not match the catalogue \(shared\/src\/jobs\.ts\): missing email\.send\b/,
    );
  });

  it('refuses handlers for jobs another kind of process runs', () => {
    const handlers = { 'email.send': noop, 'video.transcode': noop };
    expect(() => checkHandlers('api', handlers)).toThrow('not run by "api": video.transcode.');
    expect(() => checkHandlers('transcoder', { 'video.transcode': noop })).not.toThrow();
  });
});
