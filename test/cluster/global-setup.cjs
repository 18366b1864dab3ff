// Before the cluster suites: every node answers and is Synced, else one line saying how to start it;
// then the run's logs are kept, to be checked at its end (../support/test-logs.cjs).
const mysql = require('mysql2/promise');

const logs = require('../support/test-logs.cjs');

module.exports = async function clusterReady() {
  for (const url of process.env.CLUSTER_NODE_URLS.split(',')) {
    let state;
    try {
      const connection = await mysql.createConnection({ uri: url, connectTimeout: 3000 });
      const [rows] = await connection.query("SHOW GLOBAL STATUS LIKE 'wsrep_local_state_comment'");
      state = rows[0] && rows[0].Value;
      await connection.end();
    } catch (error) {
      state = error.code || error.message;
    }
    if (state !== 'Synced') {
      throw new Error(`Galera node ${url} is not Synced (${state}): start the cluster with scripts/galera.sh start`);
    }
  }
  await logs.setup();
};
