import { Injectable, InjectionToken, Provider } from '@nestjs/common';

import type { RequestContext } from '../request-context';
import type { CompatFound, CompatTable, CompatValue } from './compat-table';

/** Reads the values of one need (a name, an ID) for the IDs the rows of an answer named: `id → value`. */
export type CompatNamesReader = (ctx: RequestContext, ids: number[]) => Promise<Map<number, CompatValue>>;

/** What one module declares to the ME Eventos layer (see `moduleCompat`). */
export interface DeclaredCompat {
  /** The module's tables, for Swagger (its controllers apply them with `@MeEventosCompatible`). */
  tables?: CompatTable[];
  /** The needs this module answers (`client` → the clients' names), for any table that names them. */
  names?: Record<string, CompatNamesReader>;
  /** Notification kinds whose `data` carries this module's resources as a table answers them. */
  notifications?: { kinds: readonly string[]; table: CompatTable };
}

/**
 * The modules' ME Eventos knowledge, registered by the modules themselves (as the
 * ReferenceRegistry holds their references): the tables Swagger documents, who reads the names a
 * table's answer needs, and which notification kinds carry a table's resources. The layer in
 * `common/compat/` applies them without importing any module.
 */
@Injectable()
export class CompatRegistry {
  private readonly registered: CompatTable[] = [];
  private readonly readers = new Map<string, CompatNamesReader>();
  private readonly byNotification = new Map<string, CompatTable>();

  /** Registers what one module declares; a need or notification kind claimed twice is a programming error. */
  add(declared: DeclaredCompat): void {
    for (const table of declared.tables ?? []) {
      if (this.registered.some((t) => t.family === table.family)) throw new Error(`ME Eventos table ${table.family} registered twice`);
      this.registered.push(table);
    }
    for (const [need, reader] of Object.entries(declared.names ?? {})) {
      if (this.readers.has(need)) throw new Error(`ME Eventos need ${need} registered twice`);
      this.readers.set(need, reader);
    }
    for (const kind of declared.notifications?.kinds ?? []) {
      if (this.byNotification.has(kind)) throw new Error(`ME Eventos notification ${kind} registered twice`);
      this.byNotification.set(kind, declared.notifications!.table);
    }
  }

  /** Every registered table (what Swagger documents). */
  tables(): readonly CompatTable[] {
    return this.registered;
  }

  /**
   * Reads what ME's answer fields need besides the rows, through the modules that registered
   * each need: one read per need and answer, for all its rows at once (none when no row names one).
   */
  async find(ctx: RequestContext, ids: Record<string, number[]>): Promise<Partial<CompatFound>> {
    const found = await Promise.all(
      Object.entries(ids).map(async ([need, wanted]) => {
        if (wanted.length === 0) return [need, new Map<number, CompatValue>()] as const;
        const reader = this.readers.get(need);
        if (!reader) throw new Error(`ME Eventos need ${need}: no module registered a reader for it`);
        return [need, await reader(ctx, wanted)] as const;
      }),
    );
    return Object.fromEntries(found);
  }

  /** The table whose answers the `data` of a notification kind carries (its module registered it), if any. */
  notificationTable(kind: string): CompatTable | undefined {
    return this.byNotification.get(kind);
  }
}

/**
 * The provider through which a module registers its ME Eventos knowledge at start-up, from its
 * own services: `moduleCompat('clients', [ClientsService], (clients) => ({ tables: [CLIENTS_COMPAT], names: { client: … } }))`.
 */
export function moduleCompat<D extends unknown[]>(
  module: string,
  inject: InjectionToken[],
  declare: (...deps: D) => DeclaredCompat,
): Provider {
  return {
    provide: `${module}:me-eventos`,
    inject: [CompatRegistry, ...inject],
    useFactory: (registry: CompatRegistry, ...deps: unknown[]) => registry.add(declare(...(deps as D))),
  };
}
