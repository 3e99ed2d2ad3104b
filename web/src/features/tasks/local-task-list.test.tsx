import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReadingStreakDocument } from '@/__generated__/graphql';
import { createApolloCache } from '@/app/apollo-cache';
import { mockEvery, refusal } from '@/shared/testing/mock-operation';
import { renderWithProviders } from '@/shared/testing/render';
import { LocalTaskList } from './local-task-list';

const streakRow = () => screen.getByText('7-day reading streak').closest('li')!;

describe('LocalTaskList', () => {
  it("shows the reader's real streak on the 7-day task", async () => {
    const streak = mockEvery(ReadingStreakDocument, () => ({
      data: { __typename: 'Query' as const, readingStats: { __typename: 'ReadingStats' as const, currentStreak: 3 } },
    }));
    renderWithProviders(<LocalTaskList />, { mocks: [streak.mock], cache: createApolloCache(), language: 'en-US' });
    expect(await screen.findByText('3/7')).toBeTruthy();
    expect(streakRow().textContent).toContain('3/7');
  });

  it('says the streak shows once online when it could not be asked for, rather than a made-up 0/7', async () => {
    const streak = mockEvery(ReadingStreakDocument, () => refusal('UPSTREAM_UNAVAILABLE', 'The API cannot be reached'));
    renderWithProviders(<LocalTaskList />, { mocks: [streak.mock], cache: createApolloCache(), language: 'en-US' });
    expect(await screen.findByText('Your streak shows once you are online')).toBeTruthy();
    expect(streakRow().textContent).not.toContain('0/7');
    // The other tasks are the spec's static list, as before.
    expect(screen.getByText('Daily check-in').closest('li')!.textContent).toContain('Not started · 0/1');
  });
});
