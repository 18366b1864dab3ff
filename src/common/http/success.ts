/** The envelope of a successful write: `{ status: 'success', message, data }`, without `data` when a write has none to show. */
export interface Success<T> {
  status: 'success';
  message: string;
  data: T;
}

/** The envelope of a write that has nothing to show but its message (a delete). */
export interface SuccessMessage {
  status: 'success';
  message: string;
}

/**
 * Every write answer of every controller is built here (services return data, controllers wrap
 * it), so the envelope has one shape. Extra top-level fields a route documents (`deleted`,
 * `errors`) are spread beside it: `{ ...success(message), deleted }`.
 */
export function success(message: string): SuccessMessage;
export function success<T>(message: string, data: T): Success<T>;
export function success<T>(message: string, data?: T): Success<T> | SuccessMessage {
  return data === undefined ? { status: 'success', message } : { status: 'success', message, data };
}
