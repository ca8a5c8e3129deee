import { minutes, readJest, readJunit, readPlaywright } from './testReports';

describe('readJunit', () => {
  it('counts passing cases, failing cases and cases of nested suites', () => {
    const xml = `<?xml version="1.0" encoding="utf-8"?>
<testsuites>
  <testsuite name="d" tests="2" failures="1">
    <testcase name="ok" time="0.001" classname="test"/>
    <testcase name="bad" time="0.001" classname="test" failure="x">
      <failure type="testCodeFailure" message="x">Error: x</failure>
    </testcase>
  </testsuite>
  <testcase name="top" time="0.0003" classname="test"/>
  <testcase name="also fine" time="0.0003" classname="test"></testcase>
</testsuites>`;
    expect(readJunit(xml)).toEqual({ passed: 3, failed: 1 });
  });

  it('reads an empty run as nothing passed', () => {
    expect(readJunit('<testsuites></testsuites>')).toEqual({ passed: 0, failed: 0 });
  });
});

describe('readJest', () => {
  it('adds suites that failed to run to the failed tests', () => {
    const report = { numPassedTests: 10, numFailedTests: 1, numRuntimeErrorTestSuites: 2 };
    expect(readJest(JSON.stringify(report))).toEqual({ passed: 10, failed: 3 });
  });
});

describe('readPlaywright', () => {
  it('counts flaky and skipped tests as failures', () => {
    const report = { stats: { expected: 40, unexpected: 1, flaky: 1, skipped: 1 } };
    expect(readPlaywright(JSON.stringify(report))).toEqual({ passed: 40, failed: 3 });
  });
});

describe('minutes', () => {
  it('writes a suite time as m:ss, rounded to the second', () => {
    expect(minutes(0)).toBe('0:00');
    expect(minutes(65.4)).toBe('1:05');
    expect(minutes(359.6)).toBe('6:00');
    expect(minutes(1151)).toBe('19:11');
  });
});
