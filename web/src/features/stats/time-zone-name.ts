import type { Language } from '@/shared/i18n/languages';

/**
 * A time zone's name in the interface language ("中国标准时间", "China Standard Time") for an IANA
 * id such as "Asia/Shanghai"; the id itself when the browser does not know it.
 */
export function timeZoneName(zone: string, language: Language, at = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'long' }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
  } catch {
    return zone;
  }
}
