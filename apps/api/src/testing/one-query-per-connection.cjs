// A connection runs one query at a time. Inside a unit of work every repository shares the
// transaction's connection, so a `Promise.all` over its queries does not run them in parallel: pg 8
// queues them and warns once per process ("Calling client.query() when the client is already
// executing a query is deprecated"); pg 9 refuses them. Every API test file therefore fails when a
// query is sent on a connection that is still running another one, naming where it was sent.
// (The pool is not concerned: it hands each query a connection of its own.)
const { Client } = require('pg');

const sent = [];
const query = Client.prototype.query;
Client.prototype.query = function guardedQuery(...args) {
  if (this._activeQuery && !this.pipeline) {
    sent.push(new Error('a query was sent on a connection already running one').stack);
  }
  return query.apply(this, args);
};

afterAll(() => {
  Client.prototype.query = query;
  if (sent.length > 0) {
    throw new Error(
      `${sent.length} overlapping quer${sent.length === 1 ? 'y' : 'ies'} on one connection:\n${sent[0]}`,
    );
  }
});
