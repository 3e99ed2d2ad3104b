import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gql, type DocumentNode } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as generated from '@/__generated__/graphql';
import * as operationHashes from '@/__generated__/operation-hashes';
import { createApolloClient, sha256Hex } from './apollo-client';

interface Sent {
  method: string;
  params: URLSearchParams;
  /** The persisted query's hash, from the URL (GET) or the body (POST). */
  hash: string | undefined;
}

/** Records what the client sends; the BFF answers `answers` in order, the last one from then on. */
function stubBff(...answers: object[]) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const params = new URLSearchParams(url.split('?')[1] ?? '');
    const extensions = (
      typeof init.body === 'string'
        ? (JSON.parse(init.body) as { extensions?: unknown }).extensions
        : JSON.parse(params.get('extensions') ?? '{}')
    ) as {
      persistedQuery?: { sha256Hash: string };
    };
    sent.push({ method: init.method ?? 'GET', params, hash: extensions?.persistedQuery?.sha256Hash });
    return Response.json(answers[Math.min(sent.length, answers.length) - 1]);
  });
  return sent;
}

const NOT_FOUND = { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] };
const BOOK = gql`
  query PersistedBook($id: ID!) {
    book(id: $id) {
      id
      title
    }
  }
`;
const answer = { data: { book: { __typename: 'Book', id: '7', title: 'A' } } };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Apollo client', () => {
  it("hashes a text as Node's SHA-256 does", async () => {
    expect(await sha256Hex('{ me { id } }')).toBe(createHash('sha256').update('{ me { id } }').digest('hex'));
  });

  it('sends a query as its hash alone, and its text once when the BFF does not know the hash', async () => {
    const sent = stubBff(NOT_FOUND, answer, answer);
    const client = createApolloClient();
    const first = await client.query({ query: BOOK, variables: { id: '7' } });
    expect(first.data).toEqual(answer.data);

    const [byHash, withText] = sent;
    expect(byHash!.method).toBe('GET');
    expect(byHash!.params.has('query')).toBe(false);
    const hash = byHash!.hash;
    // The retry carries the text with the hash it was sent as, and the BFF registers it. It goes
    // as GET like any query (HttpLink's useGETForQueries).
    expect(withText!.method).toBe('GET');
    expect(JSON.parse(withText!.params.get('extensions')!)).toMatchObject({ persistedQuery: { version: 1, sha256Hash: hash } });
    expect(createHash('sha256').update(withText!.params.get('query')!).digest('hex')).toBe(hash);

    await client.query({ query: BOOK, variables: { id: '8' }, fetchPolicy: 'network-only' });
    expect(sent).toHaveLength(3);
    expect(sent[2]!.method).toBe('GET');
    expect(sent[2]!.params.has('query')).toBe(false);
  });

  it('sends every operation of the app under a hash the BFF knows from its start', async () => {
    // Written by `pnpm codegen` (scripts/persisted-queries.mjs) for the BFF to load.
    const known = JSON.parse(
      readFileSync(new URL('../../../bff/src/__generated__/persisted-queries.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    const sent = stubBff({ data: null });
    const client = createApolloClient();
    const operations = Object.values(generated).filter(
      (value): value is DocumentNode =>
        (value as DocumentNode).kind === 'Document' && (value as DocumentNode).definitions[0]!.kind === 'OperationDefinition',
    );
    for (const document of operations) {
      const mutation = document.definitions[0]!.kind === 'OperationDefinition' && document.definitions[0]!.operation === 'mutation';
      await (mutation ? client.mutate({ mutation: document }) : client.query({ query: document, fetchPolicy: 'no-cache' })).catch(
        () => undefined,
      );
    }
    expect(operations.length).toBeGreaterThan(30);
    expect(sent).toHaveLength(operations.length);
    expect(sent.filter(({ hash }) => hash === undefined || !Object.hasOwn(known, hash))).toEqual([]);
    // The web app's own table of those hashes (opening-queries.ts sends by it) agrees, operation by operation.
    const nameOf = (document: DocumentNode) => (document.definitions[0] as { name?: { value: string } }).name?.value;
    expect(Object.fromEntries(operations.map((document, index) => [`${nameOf(document)}Hash`, sent[index]!.hash]))).toEqual({ ...operationHashes });
  });
});
