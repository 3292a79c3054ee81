/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// Shared by the search suites: the fixed clock, a GET with a client session, and error reading.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { openClientSession } from '../support/app.ts';

/** 12:00 in Tokyo, 11:00 in Taipei: "today" is 2026-11-22 in both demo hotels. */
export const NOW = '2026-11-22T03:00:00Z';
export const TODAY = '2026-11-22';

export interface Caller {
  get(url: string, headers?: Record<string, string>): Promise<{ status: number; body: any }>;
}

export async function caller(app: FastifyInstance): Promise<Caller> {
  const session = await openClientSession(app);
  return {
    async get(url, headers = {}) {
      const response = await app.inject({ method: 'GET', url, headers: { 'client-session': session, 'accept-language': 'en', ...headers } });
      return { status: response.statusCode, body: response.json() };
    },
  };
}

/** The envelope's first error: code, payload and status, asserting it is a client error. */
export function errorOf(response: { status: number; body: any }): { code: number; payload: Record<string, unknown>; status: number } {
  expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
  const [error] = response.body.errors;
  return { code: error.details.code, payload: error.details.payload ?? {}, status: response.status };
}

export const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0);
