import type { ReportReadingProgressMutation } from '@/__generated__/graphql';
import type { OperationAnswer } from '@/shared/testing/mock-operation';

type Payload = ReportReadingProgressMutation['reportReadingProgress'];

/** Tests' answer to ReportReadingProgress for chapter c11: the progress kept, and anything else given. */
export function progressAnswer(progress: number, extra: Partial<Payload> = {}): OperationAnswer<ReportReadingProgressMutation> {
  return {
    data: {
      __typename: 'Mutation',
      reportReadingProgress: {
        __typename: 'ReadingProgressPayload',
        progress,
        isCompleted: progress === 100,
        coinsAwarded: 0,
        message: '',
        position: 0,
        clockRunning: true,
        rewardInSeconds: null,
        completionInSeconds: null,
        rewards: [],
        chapter: {
          __typename: 'Chapter',
          id: 'c11',
          readingProgress: { __typename: 'ChapterReadingProgress', progress, isCompleted: progress === 100, position: 0 },
        },
        user: { __typename: 'User', id: '1', coins: 120 },
        ...extra,
      },
    },
  };
}

/** A scrolling box with the sizes jsdom does not lay out: 2000 px of text in a 500 px window. */
export function scrollingArea() {
  const element = document.createElement('div');
  let top = 0;
  Object.defineProperties(element, {
    scrollHeight: { configurable: true, get: () => 2000 },
    clientHeight: { configurable: true, get: () => 500 },
    scrollTop: { configurable: true, get: () => top, set: (value: number) => (top = value) },
  });
  document.body.append(element);
  return {
    ref: { current: element },
    /** Scrolls to `percent` of the chapter, as the reader would. */
    scrollTo(percent: number) {
      top = (1500 * percent) / 100;
      element.dispatchEvent(new Event('scroll'));
    },
  };
}
