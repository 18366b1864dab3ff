import type { FastifyRequest } from 'fastify';

import { AppError } from '../common/errors';
import { routeLabel } from './http-metrics';
import { IdempotencyConflict, idempotencyConflicts, idempotencyReplays } from './metrics';

type Request = Pick<FastifyRequest, 'method' | 'routeOptions'>;

/** Counts an answer replayed from a stored Idempotency-Key. */
export function countIdempotencyReplay(request: Request): void {
  idempotencyReplays.labels(request.method, routeLabel(request)).inc();
}

const REASONS: Record<string, IdempotencyConflict> = { idempotency_key_reused: 'reused', idempotency_key_in_flight: 'in_flight' };

/** Counts an Idempotency-Key refusal (422 reused, 409 in flight); any other error is not one. */
export function countIdempotencyConflict(request: Request, error: unknown): void {
  const reason = error instanceof AppError ? REASONS[error.errors[0]?.code ?? ''] : undefined;
  if (reason) idempotencyConflicts.labels(request.method, routeLabel(request), reason).inc();
}
