import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The metrics of this process, in one registry (one per process: the API, or a worker; on the
 * embedded default the API process also delivers, so its registry holds both families).
 * Every name starts with `event_orders_`, in base units (`_seconds`), counters in `_total`.
 * Labels are bounded: route templates, methods, status classes and small fixed vocabularies,
 * never an ID, a raw path or an account.
 *
 * Counting is always on and costs an increment; what `METRICS_PORT` turns on is the
 * `/metrics` server and the per-request and per-statement hooks (see `MetricsModule`).
 */
export const registry = new Registry();

let defaultsOn = false;
/** Node's process metrics (CPU, memory, event loop lag, GC, handles) beside ours; once per process. */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: registry });
}

const registers = [registry];
const SECONDS_HTTP = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const SECONDS_DB = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const SECONDS_DELIVERY = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30];

// ---- HTTP (the API) ----

export const httpRequests = new Counter({
  name: 'event_orders_http_requests_total',
  help: 'HTTP requests answered, by method, route template and status class (2xx, 4xx…); unmatched paths share the route "unmatched"',
  labelNames: ['method', 'route', 'status_class'] as const,
  registers,
});

export const httpDuration = new Histogram({
  name: 'event_orders_http_request_duration_seconds',
  help: 'Time from the request received to the answer sent, by method and route template',
  labelNames: ['method', 'route'] as const,
  buckets: SECONDS_HTTP,
  registers,
});

export const httpRateLimited = new Counter({
  name: 'event_orders_http_rate_limited_total',
  help: 'Requests refused by the rate limit (429)',
  registers,
});

export const httpServerErrors = new Counter({
  name: 'event_orders_http_server_errors_total',
  help: 'Answers with a 5xx status, by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
});

export const httpBusy = new Counter({
  name: 'event_orders_http_busy_total',
  help: 'Answers 503 with Retry-After (code "busy"): the database stayed contended after the retries, nothing was written',
  labelNames: ['method', 'route'] as const,
  registers,
});

// ---- Database ----

export const dbStatementDuration = new Histogram({
  name: 'event_orders_db_statement_duration_seconds',
  help: 'Time of each SQL statement as the driver ran it (to the millisecond), by kind: read, write, transaction (BEGIN/COMMIT/ROLLBACK/SET), other (DDL)',
  labelNames: ['kind'] as const,
  buckets: SECONDS_DB,
  registers,
});

export const dbStatementsFailed = new Counter({
  name: 'event_orders_db_statements_failed_total',
  help: 'SQL statements that failed (a deadlock, a lock wait timeout, a constraint), by kind',
  labelNames: ['kind'] as const,
  registers,
});

export const dbTransactionRetries = new Counter({
  name: 'event_orders_db_transaction_retries_total',
  help: 'Units of work run again after the database aborted their transaction, by cause: deadlock, lock_wait, certification (a Galera cluster conflict), other',
  labelNames: ['cause'] as const,
  registers,
});

// The pool gauges are registered by MetricsModule only on MySQL/MariaDB (SQLite has no pool).
export const dbPoolInUse = new Gauge({
  name: 'event_orders_db_pool_connections_in_use',
  help: 'Pooled database connections lent out',
  registers: [],
});
export const dbPoolIdle = new Gauge({
  name: 'event_orders_db_pool_connections_idle',
  help: 'Pooled database connections open and free',
  registers: [],
});
export const dbPoolMax = new Gauge({
  name: 'event_orders_db_pool_connections_max',
  help: 'Most connections the pool opens',
  registers: [],
});
export const dbPoolWaiting = new Gauge({
  name: 'event_orders_db_pool_waiting_requests',
  help: 'Requests for a connection waiting for one to be free',
  registers: [],
});

// ---- Webhooks ----

export const DELIVERY_OUTCOMES = ['delivered', 'retried', 'failed', 'gave_up', 'refused'] as const;
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];

export const webhookDeliveries = new Counter({
  name: 'event_orders_webhook_deliveries_total',
  help:
    'Delivery jobs by outcome: delivered (2xx), retried (failed, another attempt scheduled), failed (failed, no attempt left or 410), ' +
    'refused (destination not allowed), gave_up (not sent: webhook deleted or inactive)',
  labelNames: ['outcome'] as const,
  registers,
});

export const webhookDeliveryDuration = new Histogram({
  name: 'event_orders_webhook_delivery_duration_seconds',
  help: "Time of one delivery attempt, from the lookup of the receiver's address to its answer (or the failure)",
  buckets: SECONDS_DELIVERY,
  registers,
});

export const webhookEndpointsDisabled = new Counter({
  name: 'event_orders_webhook_endpoints_disabled_total',
  help: 'Webhooks turned off by their deliveries, by reason: gone (the receiver answered 410), failing (every attempt failed for 5 days)',
  labelNames: ['reason'] as const,
  registers,
});

export const outboxEnqueueFailures = new Counter({
  name: 'event_orders_webhook_enqueue_failures_total',
  help: 'Deliveries written with their change but not handed to the queue at commit (Redis unreachable); the sweeper hands them over later',
  registers,
});

// The queue and outbox gauges are registered by MetricsModule in the process that delivers.
export const webhookQueueJobs = new Gauge({
  name: 'event_orders_webhook_queue_jobs',
  help: 'Delivery jobs in the queue, by state: waiting, delayed (a retry not yet due), active',
  labelNames: ['state'] as const,
  registers: [],
});
export const webhookQueueOldestWaiting = new Gauge({
  name: 'event_orders_webhook_queue_oldest_waiting_seconds',
  help: 'How long the oldest waiting job has been ready to run (0 when none waits)',
  registers: [],
});
export const webhookOutboxLag = new Gauge({
  name: 'event_orders_webhook_outbox_lag_deliveries',
  help: 'Deliveries written and due but not sent yet (waiting in the queue, or never queued: the sweeper hands those over)',
  registers: [],
});
export const webhookOutboxLagSeconds = new Gauge({
  name: 'event_orders_webhook_outbox_lag_seconds',
  help: 'How long the oldest delivery that is due and not sent yet has been due (0 when none)',
  registers: [],
});

// ---- Financial gateways ----

export const gatewayCalls = new Counter({
  name: 'event_orders_gateway_calls_total',
  help: 'Calls to a payment gateway, by gateway, operation (issue, cancel) and outcome (ok, or the error: rejected, unavailable, customer_required, not_configured…)',
  labelNames: ['gateway', 'operation', 'outcome'] as const,
  registers,
});

export const GATEWAY_RETURN_OUTCOMES = ['applied', 'duplicate', 'unchanged', 'ignored'] as const;
export type GatewayReturnOutcome = (typeof GATEWAY_RETURN_OUTCOMES)[number];

export const gatewayReturns = new Counter({
  name: 'event_orders_gateway_returns_total',
  help:
    'Payment returns (gateway webhooks, manual returns), by gateway and outcome: applied, duplicate (already applied), unchanged (changed nothing), ' +
    'ignored (no charge of this service, no charge status, or the account is gone)',
  labelNames: ['gateway', 'outcome'] as const,
  registers,
});

// ---- Idempotency keys ----

export const idempotencyReplays = new Counter({
  name: 'event_orders_idempotency_replays_total',
  help: 'Answers replayed from a stored Idempotency-Key (Idempotent-Replayed: true), by method and route',
  labelNames: ['method', 'route'] as const,
  registers,
});

export const IDEMPOTENCY_CONFLICTS = ['reused', 'in_flight'] as const;
export type IdempotencyConflict = (typeof IDEMPOTENCY_CONFLICTS)[number];

export const idempotencyConflicts = new Counter({
  name: 'event_orders_idempotency_conflicts_total',
  help: 'Idempotency-Key refusals, by method, route and reason: reused (422, the key was sent with another request) or in_flight (409, the first request still runs)',
  labelNames: ['method', 'route', 'reason'] as const,
  registers,
});

// ---- Readiness (the API) ----

export const readinessProbes = new Counter({
  name: 'event_orders_readiness_checks_total',
  help:
    'Checks run by GET /health/ready probes (one probe per process and cache window, however often it is called), ' +
    'by check (database, queue) and outcome: up, failed (the cause is in the log), timeout',
  labelNames: ['check', 'outcome'] as const,
  registers,
});
