// Data source of the TypeORM CLI (`npm run migration:run | migration:revert | migration:generate`).
// The same options the API and the worker use: DATABASE_URL selects MySQL/MariaDB, else SQLite.
import 'reflect-metadata';

import { loadEnv } from './src/config/env';
import { createDataSource } from './src/database/data-source';

export const dataSource = createDataSource(loadEnv());
