import { preflight } from './preflight';

// Imported first by the API and the worker: `.env` is read and the configuration checked before
// any other module of the service is evaluated.
preflight();
