import { formatNumber } from './format';
import { i18n } from './i18n';
import type { Language } from './languages';

/**
 * `{{count, number}}` in the texts: digits grouped as the interface language writes them, by
 * format.ts rather than i18next's own `Intl.NumberFormat` (format.ts says why). Registered with
 * the signed-in screens' frame (app/layout/app-shell.tsx): the guest screens show no counts, and
 * their first load stays without it. A text formatted before this runs gets i18next's own, alike.
 */
i18n.services.formatter?.add('number', (value: number, language) => formatNumber(value, language as Language));
