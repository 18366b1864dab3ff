import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

import type { CompatTable } from './compat-table';
import { ME_EVENTOS_TABLE, MeEventosInterceptor } from './me-eventos.interceptor';

/** Swagger extension that marks the operations a table applies to (the document lists their aliases). */
export const ME_EVENTOS_EXTENSION = 'x-me-eventos';

/**
 * Declares that a controller (every route) or one route accepts and answers ME Eventos' names of
 * `table` beside ours. Swagger documents each alias on the operation as "ME Eventos compatible".
 */
export const MeEventosCompatible = (table: CompatTable) =>
  applyDecorators(
    SetMetadata(ME_EVENTOS_TABLE, table),
    UseInterceptors(MeEventosInterceptor),
    ApiExtension(ME_EVENTOS_EXTENSION, table.family),
  );
