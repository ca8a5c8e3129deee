/**
 * Runs jobs that may depend on each other, a few at a time (`npm test` runs
 * its suites two at a time on two cores, scripts/check.ts). Whenever a slot is
 * free, the job started is the ready one with the longest way to the end:
 * its own expected seconds plus the longest chain of jobs waiting on it. So
 * the build, which the browser tests wait for, starts first, and the short
 * suites fill the other slot meanwhile. A job whose prerequisite failed does
 * not run.
 */

export interface Job {
  name: string;
  /** Expected seconds, measured; only the order depends on it. */
  seconds: number;
  /** Names of the jobs that must have succeeded before this one starts. */
  needs?: readonly string[];
}

export type Ran<R> = { job: string; ran: true; result: R } | { job: string; ran: false; blockedBy: string };

/** Each job's expected seconds plus those of the longest chain of jobs that need it. */
export function pathLengths(jobs: readonly Job[]): Map<string, number> {
  const lengths = new Map<string, number>();
  const dependents = (name: string) => jobs.filter((job) => job.needs?.includes(name));
  const length = (job: Job, seen: readonly string[]): number => {
    if (seen.includes(job.name))
      throw new Error(`jobs depend on each other in a circle: ${[...seen, job.name].join(' → ')}`);
    const known = lengths.get(job.name);
    if (known !== undefined) return known;
    const after = Math.max(0, ...dependents(job.name).map((next) => length(next, [...seen, job.name])));
    const total = job.seconds + after;
    lengths.set(job.name, total);
    return total;
  };
  for (const job of jobs) {
    for (const need of job.needs ?? []) {
      if (!jobs.some((other) => other.name === need))
        throw new Error(`${job.name} needs ${need}, which is not a job`);
    }
    length(job, []);
  }
  return lengths;
}

/**
 * Runs every job with at most `slots` at once and returns what each gave, in
 * the order they ended. `succeeded` says whether a result lets the jobs that
 * need it run.
 */
export async function runJobs<J extends Job, R>(
  jobs: readonly J[],
  slots: number,
  run: (job: J) => Promise<R>,
  succeeded: (result: R) => boolean,
): Promise<Ran<R>[]> {
  const lengths = pathLengths(jobs);
  const waiting = [...jobs].sort((a, b) => (lengths.get(b.name) ?? 0) - (lengths.get(a.name) ?? 0));
  const done = new Map<string, boolean>();
  const ended: Ran<R>[] = [];
  let running = 0;

  return new Promise((resolveAll) => {
    const next = () => {
      // Jobs whose prerequisite failed (or did not run) end without running, and so on down the chain.
      for (let blocked = true; blocked; ) {
        blocked = false;
        for (const job of [...waiting]) {
          const blockedBy = job.needs?.find((need) => done.get(need) === false);
          if (blockedBy === undefined) continue;
          waiting.splice(waiting.indexOf(job), 1);
          done.set(job.name, false);
          ended.push({ job: job.name, ran: false, blockedBy });
          blocked = true;
        }
      }
      while (running < slots) {
        const ready = waiting.find((job) => (job.needs ?? []).every((need) => done.get(need) === true));
        if (!ready) break;
        waiting.splice(waiting.indexOf(ready), 1);
        running += 1;
        void run(ready).then((result) => {
          running -= 1;
          done.set(ready.name, succeeded(result));
          ended.push({ job: ready.name, ran: true, result });
          next();
        });
      }
      // Every prerequisite is a job and there is no circle (pathLengths), so nothing is left waiting here.
      if (running === 0) resolveAll(ended);
    };
    next();
  });
}
