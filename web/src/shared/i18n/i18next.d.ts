import type auth from '@/locales/zh-CN/auth.json';
import type browse from '@/locales/zh-CN/browse.json';
import type common from '@/locales/zh-CN/common.json';
import type errors from '@/locales/zh-CN/errors.json';
import type offline from '@/locales/zh-CN/offline.json';
import type reader from '@/locales/zh-CN/reader.json';
import type recovery from '@/locales/zh-CN/recovery.json';
import type settings from '@/locales/zh-CN/settings.json';
import type stats from '@/locales/zh-CN/stats.json';
import type tasks from '@/locales/zh-CN/tasks.json';

/**
 * Translation keys typed from the source locale, zh-CN (excalidraw's way): `t('missing.key')`,
 * or a key of another namespace without its `ns:` prefix, fails the typecheck. en-US must have
 * the same keys (resources.test.ts). Adding a namespace: its two JSON files, and a line here.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      auth: typeof auth;
      browse: typeof browse;
      common: typeof common;
      errors: typeof errors;
      offline: typeof offline;
      reader: typeof reader;
      recovery: typeof recovery;
      settings: typeof settings;
      stats: typeof stats;
      tasks: typeof tasks;
    };
  }
}
