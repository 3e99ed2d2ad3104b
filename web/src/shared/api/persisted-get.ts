/**
 * A query sent as the app's own HttpLink sends it (app/apollo-client.ts: persisted queries as GET),
 * for the few requests made without Apollo Client: the opening screen's queries from the boot
 * entry, and a guest screen's session check. The BFF knows the app's operations by hash from its start.
 */
export interface PersistedOperation {
  operationName: string;
  hash: string;
  variables: Record<string, unknown>;
}

/** The URL and headers of the GET. */
export function persistedGetRequest(
  { operationName, hash, variables }: PersistedOperation,
  endpoint: string,
): { url: string; init: RequestInit } {
  const params = new URLSearchParams({
    operationName,
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }),
  });
  return {
    url: `${endpoint}?${params.toString()}`,
    init: {
      credentials: 'same-origin',
      headers: { accept: 'application/graphql-response+json,application/json;q=0.9', 'apollo-require-preflight': 'true' },
    },
  };
}

/** A GraphQL answer with data and no errors. */
export interface PlainAnswer {
  data: Record<string, unknown>;
}

/**
 * The answer's body when it is a plain success (status 200, data and no errors); null otherwise, so
 * that the caller leaves anything else (an error, another status) to Apollo Client, whose handling
 * of each stays in one place.
 */
export async function plainSuccess(response: Response): Promise<PlainAnswer | null> {
  if (response.status !== 200) return null;
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  if (body.errors !== undefined || typeof body.data !== 'object' || body.data === null) return null;
  return { data: body.data as Record<string, unknown> };
}
