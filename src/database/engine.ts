/**
 * True on MySQL and MariaDB. Kept apart from the data source so that migrations and
 * repositories can ask it without importing the data source (which lists the migrations).
 */
export const isMysqlFamily = (type: string) => type === 'mysql' || type === 'mariadb';
