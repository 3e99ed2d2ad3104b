import type { Language } from './rules.js';

/**
 * Texts the API writes for readers (ledger descriptions and reward messages), per language.
 * Validation and error messages stay in English: the spec names them in English and the web
 * client translates the ones it shows.
 */
const texts = {
  'zh-CN': {
    'ledger.daily_checkin': '每日签到奖励',
    'ledger.chapter_reward': '阅读奖励（读到20%）：《{book}》{chapter}',
    'ledger.first_read_reward': '首次阅读奖励：《{book}》{chapter}',
    'ledger.novel_payment': '小说付费：《{book}》{chapter}',
    'ledger.chapter_reading': '章节阅读任务奖励（{target}章）',
    'ledger.novel_reading': '小说阅读任务奖励（{target}本）',
    'ledger.withdrawal': '提现：{targetName}',
    'ledger.adjustment': '余额调整',
    'checkin.success': '签到成功，获得{coins}金币',
    'progress.saved': '阅读进度已保存',
    'progress.rewarded': '阅读奖励：获得{coins}金币',
    'progress.tooEarly': '再读{seconds}秒即可获得阅读奖励',
    'progress.notOpened': '请先打开章节再阅读',
    'progress.clockElsewhere': '阅读时间只计入最后打开的章节，请重新打开本章继续计时',
    'progress.completedTooEarly': '再读{seconds}秒，本章才计为读完',
    'progress.offline': '离线阅读的进度已保存；离线阅读不计阅读时间，不发放奖励',
    'task.chapterReading.done': '章节阅读任务完成，获得{coins}金币',
    'task.novelReading.done': '小说阅读任务完成，获得{coins}金币',
    'task.progress': '任务进度已更新',
  },
  'en-US': {
    'ledger.daily_checkin': 'Daily check-in reward',
    'ledger.chapter_reward': 'Reading reward (20% read): {book}, {chapter}',
    'ledger.first_read_reward': 'First-read reward: {book}, {chapter}',
    'ledger.novel_payment': 'Novel payment: {book}, {chapter}',
    'ledger.chapter_reading': 'Chapter reading task reward ({target} chapters)',
    'ledger.novel_reading': 'Novel reading task reward ({target} novels)',
    'ledger.withdrawal': 'Withdrawal: {targetName}',
    'ledger.adjustment': 'Balance adjustment',
    'checkin.success': 'Checked in: +{coins} coins',
    'progress.saved': 'Reading progress saved',
    'progress.rewarded': 'Reading reward: +{coins} coins',
    'progress.tooEarly': 'Keep reading: the reading reward comes in {seconds} s',
    'progress.notOpened': 'Open the chapter before reporting progress',
    'progress.clockElsewhere': 'Reading time counts only for the chapter opened last; open this chapter again to keep counting',
    'progress.completedTooEarly': 'Read {seconds} s more before this chapter counts as finished',
    'progress.offline': 'Offline reading saved; reading offline earns no reading time and no rewards',
    'task.chapterReading.done': 'Chapter reading task complete: +{coins} coins',
    'task.novelReading.done': 'Novel reading task complete: +{coins} coins',
    'task.progress': 'Task progress updated',
  },
} as const;

export type MessageKey = keyof (typeof texts)['en-US'];

export function translate(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  const template: string = texts[language][key];
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
