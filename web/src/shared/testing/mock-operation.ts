import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Unmasked } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import type { ErrorCode } from '@/__generated__/enums';

/**
 * Typed mocks of the app's real documents for Apollo's MockedProvider: the answer must have the
 * shape the generated type says (unmasked, as a server sends it), so a mock goes stale the
 * moment a document changes.
 */

/** `extensions` as the BFF sends them: the common `code`, and the specific one in `reason` where it differs. */
export type OperationAnswer<TData> = { data: Unmasked<TData> } | { errors: { message: string; extensions?: { code: string; reason?: string } }[] };

/** A request of this operation, as the mock saw it. */
export interface RecordedCall<TVariables> {
  variables: TVariables;
  /** Date.now() when the request arrived (fake timers make it exact). */
  at: number;
}

/**
 * Answers every request of the operation with `respond(variables, callNumber)` and records each
 * call; `delayMs` is how long the answer takes.
 */
export function mockEvery<TData, TVariables extends Record<string, unknown>>(
  query: TypedDocumentNode<TData, TVariables>,
  respond: (variables: TVariables, call: number) => OperationAnswer<NoInfer<TData>>,
  { delayMs = 0 }: { delayMs?: number } = {},
): { mock: MockLink.MockedResponse<TData, TVariables>; calls: RecordedCall<TVariables>[] } {
  const calls: RecordedCall<TVariables>[] = [];
  const mock: MockLink.MockedResponse<TData, TVariables> = {
    request: { query, variables: () => true },
    maxUsageCount: Number.MAX_SAFE_INTEGER,
    // Called when a request arrives: the moment to record it.
    delay: (operation) => {
      calls.push({ variables: operation.variables as TVariables, at: Date.now() });
      return delayMs;
    },
    result: (variables) => respond(variables, calls.length),
  };
  return { mock, calls };
}

/** A refusal with an error code, as the BFF sends it. */
export function refusal(code: ErrorCode, message: string = code): { errors: { message: string; extensions: { code: string } }[] } {
  return { errors: [{ message, extensions: { code } }] };
}
