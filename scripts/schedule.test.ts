/** @jest-environment node */
import { pathLengths, runJobs, type Job } from './schedule';

const JOBS: Job[] = [
  { name: 'lint', seconds: 60 },
  { name: 'typecheck', seconds: 70 },
  { name: 'build', seconds: 240 },
  { name: 'browser', seconds: 300, needs: ['build'] },
  { name: 'site', seconds: 10, needs: ['build'] },
  { name: 'jest', seconds: 25 },
];

/** Runs the jobs with a fake clock: each takes its seconds; returns start and end of each. */
async function simulate(jobs: Job[], slots: number, failing: string[] = []) {
  let now = 0;
  const timeline: Record<string, [number, number]> = {};
  const pending: { until: number; resolve: () => void }[] = [];
  const tick = () => {
    pending.sort((a, b) => a.until - b.until);
    const first = pending.shift();
    if (!first) return;
    now = first.until;
    first.resolve();
  };
  const ran = runJobs(
    jobs,
    slots,
    (job) =>
      new Promise<boolean>((resolve) => {
        const start = now;
        pending.push({
          until: now + job.seconds,
          resolve: () => {
            timeline[job.name] = [start, now];
            resolve(!failing.includes(job.name));
          },
        });
      }),
    (ok) => ok,
  );
  // Let the scheduler start jobs, then advance the clock job by job.
  for (let step = 0; step < 50; step += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    tick();
  }
  return { timeline, ended: await ran };
}

describe('pathLengths', () => {
  it('adds the longest chain of jobs waiting on each job', () => {
    const lengths = pathLengths(JOBS);
    expect(lengths.get('build')).toBe(540);
    expect(lengths.get('browser')).toBe(300);
    expect(lengths.get('lint')).toBe(60);
  });

  it('refuses a circle and an unknown prerequisite', () => {
    expect(() =>
      pathLengths([
        { name: 'a', seconds: 1, needs: ['b'] },
        { name: 'b', seconds: 1, needs: ['a'] },
      ]),
    ).toThrow(/circle/);
    expect(() => pathLengths([{ name: 'a', seconds: 1, needs: ['z'] }])).toThrow(/not a job/);
  });
});

describe('runJobs', () => {
  it('starts the longest chain first and fills the other slot with the rest', async () => {
    const { timeline } = await simulate(JOBS, 2);
    expect(timeline.build).toEqual([0, 240]);
    expect(timeline.typecheck).toEqual([0, 70]);
    expect(timeline.lint).toEqual([70, 130]);
    expect(timeline.jest).toEqual([130, 155]);
    expect(timeline.browser).toEqual([240, 540]);
    expect(timeline.site).toEqual([240, 250]);
  });

  it('one at a time with one slot, prerequisites first', async () => {
    const { ended } = await simulate(JOBS, 1);
    expect(ended.map((entry) => entry.job)).toEqual([
      'build',
      'browser',
      'typecheck',
      'lint',
      'jest',
      'site',
    ]);
  });

  it('does not run a job whose prerequisite failed, and says which', async () => {
    const { ended } = await simulate(JOBS, 2, ['build']);
    expect(ended.filter((entry) => !entry.ran)).toEqual([
      { job: 'browser', ran: false, blockedBy: 'build' },
      { job: 'site', ran: false, blockedBy: 'build' },
    ]);
    expect(ended.filter((entry) => entry.ran)).toHaveLength(4);
  });
});
