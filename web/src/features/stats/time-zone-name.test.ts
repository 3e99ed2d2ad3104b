import { describe, expect, it } from 'vitest';
import { timeZoneName } from './time-zone-name';

describe('timeZoneName', () => {
  it('names the zone in the interface language, not by its IANA id', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    expect(timeZoneName('Asia/Shanghai', 'zh-CN', winter)).toBe('中国标准时间');
    expect(timeZoneName('Asia/Shanghai', 'en-US', winter)).toBe('China Standard Time');
  });

  it('keeps the id of a zone the browser does not know', () => {
    expect(timeZoneName('Mars/Olympus_Mons', 'zh-CN')).toBe('Mars/Olympus_Mons');
  });
});
