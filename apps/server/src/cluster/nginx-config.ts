// The nginx in front of a local cluster (scripts/cluster.ts, cluster/nginx-cluster.int.test.ts;
// docs/scaling.md): round robin over the instances; an instance that refuses the connection, times out
// or answers 502/503 (draining) is skipped for the next one. A request already sent with a method that
// is not idempotent (POST) is not sent again.

/** nginx's configuration: round robin over the instances, the next one tried when one is down. */
export function nginxConfig(options: {
  port: number;
  upstreams: number[];
  prefix: string;
  /** Tells the client which instances it went to (`x-upstream`: "addr[, addr]"), for tests only. */
  upstreamHeader?: boolean;
}): string {
  const servers = options.upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  return `worker_processes 1;
pid ${options.prefix}/nginx.pid;
error_log ${options.prefix}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_max_body_size 20m;
  client_body_temp_path ${options.prefix}/client-body;
  proxy_temp_path ${options.prefix}/proxy;
  fastcgi_temp_path ${options.prefix}/fastcgi;
  uwsgi_temp_path ${options.prefix}/uwsgi;
  scgi_temp_path ${options.prefix}/scgi;
  upstream spindle {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${options.port};
    location / {
      proxy_pass http://spindle;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;${options.upstreamHeader ? '\n      add_header X-Upstream $upstream_addr always;' : ''}
    }
  }
}
`;
}
