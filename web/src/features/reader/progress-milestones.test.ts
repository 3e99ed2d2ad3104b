import { describe, expect, it } from 'vitest';
import {
  afterReport,
  decideReport,
  initialReportState,
  milestoneFor,
  minReportIntervalMs,
  readProgress,
  scrollDebounceMs,
  scrollProgress,
  type ReportState,
} from './progress-milestones';

describe('milestoneFor', () => {
  it('is 0 below 20%, then whole tens, then 100', () => {
    expect(milestoneFor(0)).toBe(0);
    expect(milestoneFor(19.9)).toBe(0);
    expect(milestoneFor(20)).toBe(20);
    expect(milestoneFor(29)).toBe(20);
    expect(milestoneFor(30)).toBe(30);
    expect(milestoneFor(99)).toBe(90);
    expect(milestoneFor(100)).toBe(100);
    expect(milestoneFor(140)).toBe(100);
    expect(milestoneFor(Number.NaN)).toBe(0);
  });
});

describe('scrollProgress', () => {
  it('measures how far through the scrollable chapter the reader is', () => {
    expect(scrollProgress({ scrollTop: 0, scrollHeight: 3000, clientHeight: 1000 })).toBe(0);
    expect(scrollProgress({ scrollTop: 400, scrollHeight: 3000, clientHeight: 1000 })).toBe(20);
    expect(scrollProgress({ scrollTop: 1000, scrollHeight: 3000, clientHeight: 1000 })).toBe(50);
    expect(scrollProgress({ scrollTop: 2000, scrollHeight: 3000, clientHeight: 1000 })).toBe(100);
  });

  it('treats the last pixel or two as the end', () => {
    expect(scrollProgress({ scrollTop: 1998.5, scrollHeight: 3000, clientHeight: 1000 })).toBe(100);
  });

  it('answers null when the chapter fits on the screen', () => {
    expect(scrollProgress({ scrollTop: 0, scrollHeight: 800, clientHeight: 844 })).toBeNull();
    expect(scrollProgress({ scrollTop: 0, scrollHeight: 846, clientHeight: 844 })).toBeNull();
  });
});

describe('decideReport', () => {
  const at = (milestone: number, time: number): ReportState => afterReport(milestone, time);

  it('reports 20% at once, the reward report never waits', () => {
    expect(decideReport(initialReportState, 10, 0, false)).toEqual({ kind: 'none' });
    expect(decideReport(initialReportState, 22, 0, false)).toEqual({ kind: 'report', milestone: 20 });
    expect(decideReport(initialReportState, 22, 0, true)).toEqual({ kind: 'report', milestone: 20 });
  });

  it('reports the highest milestone reached when the reader jumps ahead', () => {
    expect(decideReport(initialReportState, 100, 0, false)).toEqual({ kind: 'report', milestone: 100 });
    expect(decideReport(at(20, 0), 67, 5000, false)).toEqual({ kind: 'report', milestone: 60 });
  });

  it('reports each further 10% step once', () => {
    expect(decideReport(at(20, 0), 29, 5000, false)).toEqual({ kind: 'none' });
    expect(decideReport(at(20, 0), 30, 5000, false)).toEqual({ kind: 'report', milestone: 30 });
    expect(decideReport(at(30, 0), 30, 5000, false)).toEqual({ kind: 'none' });
    // Scrolling back up never reports a lower value.
    expect(decideReport(at(50, 0), 25, 5000, false)).toEqual({ kind: 'none' });
  });

  it('keeps reports 1000 ms apart on desktop and 2000 ms apart on phones', () => {
    expect(decideReport(at(20, 1000), 40, 1600, false)).toEqual({ kind: 'wait', milestone: 40, delayMs: 400 });
    expect(decideReport(at(20, 1000), 40, 2000, false)).toEqual({ kind: 'report', milestone: 40 });
    expect(decideReport(at(20, 1000), 40, 2000, true)).toEqual({ kind: 'wait', milestone: 40, delayMs: 1000 });
    expect(decideReport(at(20, 1000), 40, 3000, true)).toEqual({ kind: 'report', milestone: 40 });
  });

  it('holds 100% back like any other step after the first report', () => {
    expect(decideReport(at(20, 0), 100, 500, false)).toEqual({ kind: 'wait', milestone: 100, delayMs: 500 });
    expect(decideReport(at(90, 0), 100, 2500, true)).toEqual({ kind: 'report', milestone: 100 });
  });
});

describe('timings', () => {
  it('follow the spec', () => {
    expect(minReportIntervalMs(false)).toBe(1000);
    expect(minReportIntervalMs(true)).toBe(2000);
    expect(scrollDebounceMs(false)).toBe(50);
    expect(scrollDebounceMs(true)).toBe(150);
  });
});

describe('readProgress', () => {
  const fits = { scrollTop: 0, scrollHeight: 700, clientHeight: 844 };

  it('measures scrollable chapters at once', () => {
    expect(readProgress({ scrollTop: 500, scrollHeight: 2000, clientHeight: 1000 }, 0)).toEqual({ kind: 'measured', progress: 50 });
  });

  it('counts a chapter that fits on the screen as fully read after 1500 ms', () => {
    expect(readProgress(fits, 0)).toEqual({ kind: 'dwelling', delayMs: 1500 });
    expect(readProgress(fits, 1200)).toEqual({ kind: 'dwelling', delayMs: 300 });
    expect(readProgress(fits, 1500)).toEqual({ kind: 'measured', progress: 100 });
    expect(readProgress(fits, 9000)).toEqual({ kind: 'measured', progress: 100 });
  });
});
