import '../config/env-file';

import { preflight } from '../bootstrap/preflight';
import { isHelpRequest } from './help';

// Imported first by the CLI: `.env` is read, and, for a command (its help needs no
// configuration), the configuration checked before any other module of the service is evaluated.
if (!isHelpRequest(process.argv.slice(2))) preflight();
