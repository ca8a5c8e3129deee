/**
 * Readers of the machine-readable reports the test suites write (scripts/check.ts):
 * each returns how many tests passed and failed.
 */

export interface Counts {
  passed: number;
  failed: number;
}

/** A JUnit report (node:test's `junit` reporter): every test case, and those holding a failure. */
export function readJunit(xml: string): Counts {
  const cases = xml.split('<testcase ').slice(1);
  const failed = cases.filter((body) => {
    const openTagEnd = body.indexOf('>');
    if (body[openTagEnd - 1] === '/') return false;
    return /<failure\b/.test(body.slice(openTagEnd, body.indexOf('</testcase>')));
  }).length;
  return { passed: cases.length - failed, failed };
}

export function readJest(text: string) {
  const json = JSON.parse(text) as {
    numPassedTests: number;
    numFailedTests: number;
    numRuntimeErrorTestSuites: number;
  };
  return { passed: json.numPassedTests, failed: json.numFailedTests + json.numRuntimeErrorTestSuites };
}

export function readPlaywright(text: string) {
  const json = JSON.parse(text) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  // A skipped test counts as a failure: nothing on main may be skipped.
  return {
    passed: json.stats.expected,
    failed: json.stats.unexpected + json.stats.flaky + json.stats.skipped,
  };
}

/** A suite time as `m:ss`, rounded to the second (359.6 s is 6:00, not 5:60). */
export function minutes(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
