import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IssueRecoveryCodeDocument, RecoveryCodeStatusDocument } from '@/__generated__/graphql';
import { focusedElement } from '@/shared/testing/focus';
import { mockEvery } from '@/shared/testing/mock-operation';
import { renderWithProviders } from '@/shared/testing/render';
import { RecoveryCodeCard } from './recovery-code-card';

const status = mockEvery(RecoveryCodeStatusDocument, () => ({
  data: { __typename: 'Query' as const, me: { __typename: 'User' as const, id: '1', hasRecoveryCode: true } },
}));
const issue = mockEvery(IssueRecoveryCodeDocument, () => ({
  data: {
    __typename: 'Mutation' as const,
    issueRecoveryCode: { __typename: 'RecoveryCodePayload' as const, recoveryCode: 'ABCD-EFGH', message: 'ok' },
  },
}));

describe('RecoveryCodeCard', () => {
  it("puts the focus on the card's title when Done closes the new code's panel", async () => {
    renderWithProviders(<RecoveryCodeCard username="reader_one" />, { mocks: [status.mock, issue.mock], language: 'en-US' });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue a new code' }));
    const done = await screen.findByRole('button', { name: 'I have saved it' });
    done.focus();
    fireEvent.click(done);
    expect(screen.queryByTestId('recovery-code')).toBeNull();
    expect(focusedElement()).toBe(screen.getByRole('heading', { name: 'Recovery code' }));
  });
});
