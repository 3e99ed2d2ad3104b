/**
 * The floor under the BFF's CPU per screen: Apollo Server 5 on Express 5, the BFF's own stack, with
 * the BFF's schema, answering the home screen's query from memory. No REST call, no Redis, no
 * cookie or session, no compression, no plugin of the BFF's (Apollo's own defaults only, cache
 * control among them, which the BFF needs for its response cache). What this process spends per
 * answer, any BFF answer on this stack spends before doing its own work.
 *
 * Started by home-page-bench.ts for its `floor-static` row: API_URL (a running API, for one real
 * page of books), FLOOR_PORT. Serves /graphql, /readyz and /metrics (process_cpu_seconds_total only).
 */
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { loadTypeDefs } from '../src/schema.js';

const apiUrl = process.env.API_URL;
const port = Number(process.env.FLOOR_PORT);
if (!apiUrl || !port) throw new Error('Set API_URL and FLOOR_PORT');

interface RestBook {
  book_id: number;
  book_name: string;
  author: string;
  cover_img: string;
  book_tags: string;
}
const { data } = (await (await fetch(`${apiUrl}/api/books?page=2&pageSize=30`)).json()) as {
  data: { books: RestBook[]; totalPages: number };
};
// Already in the graph's shape, so Apollo's default resolvers read the fields as they are.
const items = data.books.map((book) => ({
  id: String(book.book_id),
  title: book.book_name,
  author: book.author,
  coverImage: book.cover_img,
  tags: book.book_tags.split(',').filter(Boolean),
  isFavorited: false,
}));

const apollo = new ApolloServer({
  typeDefs: loadTypeDefs(),
  resolvers: {
    Query: {
      books: (_parent: unknown, { page }: { page: number }) => ({
        items,
        page,
        totalPages: data.totalPages,
        hasMore: page < data.totalPages,
      }),
    },
  },
});
await apollo.start();

const app = express();
app.get('/readyz', (_req, res) => {
  res.send('ok');
});
app.get('/metrics', (_req, res) => {
  const { user, system } = process.cpuUsage();
  res.type('text/plain').send(`process_cpu_seconds_total ${(user + system) / 1e6}\n`);
});
app.use('/graphql', express.json(), expressMiddleware(apollo));
app.listen(port, '127.0.0.1');
