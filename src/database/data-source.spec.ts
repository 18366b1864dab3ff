import { buildDataSourceOptions } from './data-source';

describe('buildDataSourceOptions', () => {
  it('connects to MySQL/MariaDB over TCP by default', () => {
    const options = buildDataSourceOptions({
      DATABASE_URL: 'mysql://root@127.0.0.1:3306/eventorders',
      SQLITE_PATH: 'data/app.sqlite',
    }) as any;
    expect(options.type).toBe('mysql');
    expect(options.extra).toEqual({ connectionLimit: 10, trace: false });
  });

  it('takes the Unix socket of a server on this host from ?socketPath=', () => {
    const options = buildDataSourceOptions(
      { DATABASE_URL: 'mariadb://root@localhost/eventorders?socketPath=/run/mysqld/mysqld.sock', SQLITE_PATH: 'data/app.sqlite' },
      'mariadb',
    ) as any;
    expect(options.type).toBe('mariadb');
    expect(options.url).toBe('mysql://root@localhost/eventorders?socketPath=/run/mysqld/mysqld.sock');
    expect(options.extra).toEqual({ connectionLimit: 10, trace: false, socketPath: '/run/mysqld/mysqld.sock' });
  });

  it('with DATABASE_READ_URLS, replicates: the primary by default, each replica with its own address', () => {
    const options = buildDataSourceOptions({
      DATABASE_URL: 'mariadb://root@localhost/eventorders?socketPath=/run/mysqld/mysqld.sock',
      DATABASE_READ_URLS: 'mysql://reader:pw@10.0.0.2:3306/eventorders,mysql://reader:pw@10.0.0.3:3307/eventorders',
      SQLITE_PATH: 'data/app.sqlite',
    }) as any;
    expect(options.url).toBeUndefined();
    expect(options.replication).toMatchObject({
      master: { url: 'mysql://root@localhost/eventorders?socketPath=/run/mysqld/mysqld.sock', socketPath: '/run/mysqld/mysqld.sock' },
      slaves: [{ url: 'mysql://reader:pw@10.0.0.2:3306/eventorders' }, { url: 'mysql://reader:pw@10.0.0.3:3307/eventorders' }],
      defaultMode: 'master',
      restoreNodeTimeout: 5000,
    });
    expect(options.replication.slaves[0].socketPath).toBeUndefined();
    // The primary's socket is not applied to the replicas' pools.
    expect(options.extra).toEqual({ connectionLimit: 10, trace: false });
  });

  it('uses the embedded SQLite file without DATABASE_URL', () => {
    const options = buildDataSourceOptions({ DATABASE_URL: undefined, SQLITE_PATH: ':memory:' }) as any;
    expect(options.type).toBe('better-sqlite3');
    expect(options.database).toBe(':memory:');
  });
});
