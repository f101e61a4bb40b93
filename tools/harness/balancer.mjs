// A real load balancer in front of API replicas: HAProxy from Debian's package (`.ci/run` installs
// it), round robin, health-checked on /api/health, passing the client address in X-Forwarded-For.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, httpClient, onCleanup, sleep } from './platform.mjs';

export const haproxyBinary = () => {
  for (const candidate of [process.env.HAPROXY, '/usr/sbin/haproxy', '/usr/bin/haproxy']) {
    if (candidate && spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  return undefined;
};

/**
 * Starts HAProxy on a free port in front of `backends` (URLs). A replica that stops answering its
 * health check (every 500 ms, down after 2 failures) leaves the rotation; a request whose connection
 * to a replica fails is sent to another (`option redispatch`, `retries 2`), as production would.
 */
export async function startBalancer(backends, { port } = {}) {
  const binary = haproxyBinary();
  if (!binary) throw new Error('HAProxy is not installed (apt-get install haproxy)');
  port ??= await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'xc-haproxy-'));
  const config = [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout tunnel 1h',
    '  option redispatch',
    '  retries 2',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  option forwardfor',
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    ...backends.map(
      (url, index) => `  server api${index + 1} ${new URL(url).host} check inter 500ms fall 2 rise 2`,
    ),
    '',
  ].join('\n');
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  const check = spawnSync(binary, ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`bad HAProxy configuration: ${check.stderr}`);
  const child = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4_000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  onCleanup(stop);
  const url = `http://127.0.0.1:${port}`;
  const probe = httpClient(url, { maxSockets: 1, timeoutMs: 2_000 });
  try {
    for (let attempt = 0; ; attempt += 1) {
      const res = await probe.request('GET', '/api/health');
      if (res.status === 200) break;
      if (child.exitCode !== null) throw new Error(`HAProxy exited: ${stderr}`);
      if (attempt > 100) throw new Error(`HAProxy did not answer: ${stderr}`);
      await sleep(100);
    }
  } finally {
    probe.close();
  }
  return { url, stop };
}
