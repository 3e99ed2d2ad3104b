import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DatabaseBusyError } from '../db/database.js';
import { registerErrorHandling } from './error-handler.js';

describe('the error envelope', () => {
  it('answers a database with no connection free in time 503 DATABASE_BUSY, to be tried again shortly', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/busy', async () => {
      throw new DatabaseBusyError(new Error('timeout exceeded when trying to connect'));
    });
    const answer = await app.inject({ method: 'GET', url: '/busy' });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('1');
    expect(answer.json()).toEqual({ success: false, data: null, message: 'The service is busy, please try again shortly', code: 'DATABASE_BUSY' });
    await app.close();
  });
});
