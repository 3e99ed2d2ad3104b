import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ReadingStreakDocument, TasksScreenDocument, type TasksScreenQuery } from '@/__generated__/graphql';
import { createApolloCache } from '@/app/apollo-cache';
import { mockEvery, refusal, type OperationAnswer } from '@/shared/testing/mock-operation';
import { renderWithProviders } from '@/shared/testing/render';
import TasksPage from './tasks-page';
import { dayKey } from './check-in-availability';

/**
 * The reading tasks on the "me" screen (spec section 4, "Tasks"): their progress, and the reward
 * animation shown once per task (localStorage `taskRewardsShown`), again only after a new day.
 */

function task(type: 'CHAPTER_READING' | 'NOVEL_READING', progress: number, target: number, reward: number) {
  return {
    __typename: 'ReadingTask' as const,
    type,
    progress,
    target,
    reward,
    completed: progress >= target,
    percentage: Math.min(100, Math.round((progress / target) * 100)),
  };
}

/** The server's APP_TIMEZONE in these answers: UTC+14, chosen so that its midnight is not the test machine's. */
const serverZone = 'Pacific/Kiritimati';

function screenData({ chapters = 3, novels = 1 } = {}): OperationAnswer<TasksScreenQuery> {
  return {
    data: {
      __typename: 'Query',
      me: { __typename: 'User', id: '1', coins: 120 },
      checkinStatus: { __typename: 'CheckinStatus', serverTime: new Date().toISOString(), nextCheckinTime: null, reward: 30 },
      chapterTask: task('CHAPTER_READING', chapters, 10, 50),
      novelTask: task('NOVEL_READING', novels, 5, 100),
      rewardRules: {
        __typename: 'RewardRules',
        checkinReward: 30,
        checkinPeriodHours: 24,
        chapterReward: 5,
        chapterRewardProgress: 20,
        firstReadReward: 10,
        chapterTaskTarget: 10,
        chapterTaskReward: 50,
        novelTaskTarget: 5,
        novelTaskReward: 100,
        timezone: serverZone,
      },
      withdrawConfig: { __typename: 'WithdrawConfig', requiredCoins: 1000 },
      withdrawProgress: {
        __typename: 'WithdrawProgress',
        userCoins: 120,
        requiredCoins: 1000,
        progressPercentage: 12,
        canWithdraw: false,
        remainingCoins: 880,
      },
      withdrawStanding: {
        __typename: 'WithdrawStanding',
        userCoins: 120,
        currentLevel: 1,
        targetLevel: 1,
        isMaxLevel: false,
        target: { __typename: 'WithdrawTarget', level: 1, name: '初级提现', nameEn: 'Basic Withdrawal', amount: 1000 },
      },
    },
  };
}

/** Opens the screen with the server saying `data`, and lets it load. */
async function openScreen(data = screenData()) {
  const { mock, calls } = mockEvery(TasksScreenDocument, () => data);
  const rendered = renderWithProviders(<TasksPage />, { mocks: [mock], cache: createApolloCache(), route: '/tasks' });
  await act(() => vi.advanceTimersByTimeAsync(50));
  return Object.assign(rendered, { calls });
}

const bursts = () => screen.queryAllByTestId('coin-burst');
const shown = () => JSON.parse(window.localStorage.getItem('taskRewardsShown') ?? 'null') as unknown;
const today = () => dayKey(Date.now(), serverZone);

const OFFLINE_TEXT = '当前处于离线状态，此页面需要联网。已下载的章节仍可阅读。';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});

describe('TasksPage reading tasks', () => {
  it('shows each task with its progress and reward', async () => {
    await openScreen();
    const chapterTask = screen.getByRole('article', { name: '章节阅读任务' });
    expect(chapterTask.textContent).toContain('今天读完 10 章');
    expect(chapterTask.textContent).toContain('3 / 10');
    expect(chapterTask.textContent).toContain('+50 金币');
    expect(chapterTask.textContent).toContain('进行中');
    expect(screen.getByRole('article', { name: '小说阅读任务' }).textContent).toContain('1 / 5');
    // Past the moment a celebration would start (150 ms after the screen): none, nothing is done.
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(bursts()).toHaveLength(0);
  });

  it('lists the ways to earn in the language\'s own punctuation', async () => {
    await openScreen();
    const rules = screen.getByRole('region', { name: '赚金币方式' });
    const items = Array.from(rules.querySelectorAll('li'), (item) => item.textContent);
    expect(items).toContain('今天读完 10 章：+50 金币');
    expect(items.every((text) => !text?.includes(': '))).toBe(true);
  });

  it('celebrates a completed task once, and remembers it', async () => {
    const first = await openScreen(screenData({ chapters: 10 }));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(bursts()).toHaveLength(1);
    expect(bursts()[0]?.textContent).toContain('章节阅读任务完成：+50 金币');
    expect(screen.getByRole('article', { name: '章节阅读任务' }).textContent).toContain('已完成');
    expect(shown()).toEqual({ chapterTask: true, novelTask: false, day: today(), userId: '1' });
    // The animation lasts 1 s.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(bursts()).toHaveLength(0);

    // Coming back to the screen: the task is still completed, and nothing is celebrated again.
    first.unmount();
    await openScreen(screenData({ chapters: 10 }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(bursts()).toHaveLength(0);
  });

  it('celebrates both tasks one after the other', async () => {
    await openScreen(screenData({ chapters: 10, novels: 5 }));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(bursts()[0]?.textContent).toContain('章节阅读任务完成：+50 金币');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(bursts()[0]?.textContent).toContain('小说阅读任务完成：+100 金币');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(bursts()).toHaveLength(0);
    expect(shown()).toEqual({ chapterTask: true, novelTask: true, day: today(), userId: '1' });
  });

  it('celebrates again after a new day started the task over', async () => {
    window.localStorage.setItem('taskRewardsShown', JSON.stringify({ chapterTask: true, novelTask: false, day: today() }));
    const newDay = await openScreen(screenData({ chapters: 0 }));
    expect(shown()).toEqual({ chapterTask: false, novelTask: false, day: today(), userId: '1' });
    newDay.unmount();
    await openScreen(screenData({ chapters: 10 }));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(bursts()).toHaveLength(1);
  });
});

describe('TasksPage reward flags', () => {
  it("count only on their day: a task completed again today, before the screen saw it incomplete, is celebrated", async () => {
    window.localStorage.setItem('taskRewardsShown', JSON.stringify({ chapterTask: true, novelTask: false, day: '2020-01-01' }));
    await openScreen(screenData({ chapters: 10 }));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(bursts()).toHaveLength(1);
    expect(shown()).toEqual({ chapterTask: true, novelTask: false, day: today(), userId: '1' });
  });

  it("count by the server's day, not the device's: a device two hours behind sees today's completion celebrated", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(Date.parse('2026-11-21T09:30:00Z')); // the device: 23:30 on the 21st in the server's zone
    window.localStorage.setItem('taskRewardsShown', JSON.stringify({ chapterTask: true, novelTask: false, day: '2026-11-21' }));
    // The server: 01:30 on the 22nd, the chapter task completed again today.
    const answer = screenData({ chapters: 10 });
    if (!('data' in answer)) throw new Error('screenData answers data');
    answer.data.checkinStatus!.serverTime = new Date(Date.now() + 2 * 3600_000).toISOString();
    await openScreen(answer);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(bursts()).toHaveLength(1);
    expect(shown()).toEqual({ chapterTask: true, novelTask: false, day: '2026-11-22', userId: '1' });
  });

  it('are kept only once the animation starts: a screen left before then celebrates next time', async () => {
    const left = await openScreen(screenData({ chapters: 10 }));
    left.unmount();
    expect(shown()).toBeNull();
    await openScreen(screenData({ chapters: 10 }));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(bursts()).toHaveLength(1);
  });
});

/** The screen's answer with a check-in status read at `serverTime`, its next check-in at `nextCheckinTime` (ms). */
function withCheckinStatus(serverTime: number, nextCheckinTime: number) {
  const answer = screenData();
  if (!('data' in answer)) throw new Error('screenData answers data');
  answer.data.checkinStatus = {
    __typename: 'CheckinStatus',
    reward: 30,
    serverTime: new Date(serverTime).toISOString(),
    nextCheckinTime: new Date(nextCheckinTime).toISOString(),
  };
  return answer;
}

const checkInButton = () => screen.getByRole('button', { name: /签到/ });

describe("TasksPage check-in by the server's clock", () => {
  it('opens the check-in the server says is open, on a device two hours behind', async () => {
    const serverNow = Date.now() + 2 * 3600_000;
    await openScreen(withCheckinStatus(serverNow, serverNow - 60_000));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(checkInButton().getAttribute('aria-disabled')).toBe('false');
  });

  it('does not take the time in a copy from the cache for the server’s clock', async () => {
    // Preloaded ten minutes ago; the check-in opened a minute ago, by this device's clock and the server's alike.
    const cached = withCheckinStatus(Date.now() - 10 * 60_000, Date.now() - 60_000);
    const cache = createApolloCache();
    if (!('data' in cached)) throw new Error('withCheckinStatus answers data');
    cache.writeQuery({ query: TasksScreenDocument, data: cached.data });
    const { mock } = mockEvery(TasksScreenDocument, () => withCheckinStatus(Date.now(), Date.now() - 60_000), { delayMs: 5000 });
    renderWithProviders(<TasksPage />, { mocks: [mock], cache, route: '/tasks' });
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(checkInButton().getAttribute('aria-disabled')).toBe('false');
  });
});

describe('TasksPage day change', () => {
  it("reads the tasks again at midnight of the server's time zone, where they start over", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(Date.parse('2026-11-21T09:58:30Z')); // 23:58:30 in the server's zone
    const { calls } = await openScreen();
    expect(calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(35_000));
    expect(calls).toHaveLength(2);
  });

  it('reads the reading streak again too: a new day may end it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(Date.parse('2026-11-21T09:58:30Z')); // 23:58:30 in the server's zone
    const tasks = mockEvery(TasksScreenDocument, () => screenData());
    const streak = mockEvery(ReadingStreakDocument, () => ({
      data: { __typename: 'Query' as const, readingStats: { __typename: 'ReadingStats' as const, currentStreak: 3 } },
    }));
    renderWithProviders(<TasksPage />, { mocks: [tasks.mock, streak.mock], cache: createApolloCache(), route: '/tasks' });
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(streak.calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(tasks.calls).toHaveLength(2);
    expect(streak.calls).toHaveLength(2);
  });
});

describe('TasksPage load failure', () => {
  it('says the failure once, in the toast the spec names, and offers a retry on the screen', async () => {
    const { mock } = mockEvery(TasksScreenDocument, () => refusal('UPSTREAM_UNAVAILABLE', 'The API cannot be reached'));
    const { showToast } = renderWithProviders(<TasksPage />, { mocks: [mock], cache: createApolloCache(), route: '/tasks' });
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(showToast).toHaveBeenCalledWith('获取任务数据失败', { tone: 'error' });
    // The screen does not say it a second time (as an alert of its own), but offers to try again.
    expect(screen.queryByText('获取任务数据失败')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('暂时无法显示任务。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('offers a retry when only some sections failed, and shows them once a retry brings them', async () => {
    const whole = screenData();
    if (!('data' in whole)) throw new Error('screenData answers data');
    const partial = {
      data: { ...whole.data, checkinStatus: null, chapterTask: null, novelTask: null },
      errors: [{ message: 'The API cannot be reached', path: ['checkinStatus'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
    } as unknown as OperationAnswer<TasksScreenQuery>;
    const { mock } = mockEvery(TasksScreenDocument, (_variables, call) => (call === 1 ? partial : whole));
    renderWithProviders(<TasksPage />, { mocks: [mock], cache: createApolloCache(), route: '/tasks' });
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText('暂时无法显示任务。')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '今日阅读任务' })).toBeNull();

    await act(async () => screen.getByRole('button', { name: '重试' }).click());
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('heading', { name: '今日阅读任务' })).toBeTruthy();
    expect(screen.queryByText('暂时无法显示任务。')).toBeNull();
  });

  it('offline, says so instead of a failure: no failure toast, the offline text and a retry (issue 10)', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => offline.mockRestore());
    const { mock } = mockEvery(TasksScreenDocument, () => refusal('UPSTREAM_UNAVAILABLE', 'The API cannot be reached'));
    const { showToast } = renderWithProviders(<TasksPage />, { mocks: [mock], cache: createApolloCache(), route: '/tasks' });
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(showToast).not.toHaveBeenCalled();
    expect(screen.queryByText('暂时无法显示任务。')).toBeNull();
    expect(screen.getByText(OFFLINE_TEXT)).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
