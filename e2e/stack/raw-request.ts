import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface RawRequest {
  method?: string;
  headers?: http.OutgoingHttpHeaders;
  body?: string;
  /** The path exactly as spelled (fetch, and `new URL`, would normalise it first). */
  path?: string;
  /** The local address to send from (fetch cannot choose one). */
  localAddress?: string;
}

/**
 * One HTTP request with nothing normalised, decoded or pooled: odd paths, encodings and the
 * sender's address arrive as given, which is what the stack's attack stories need.
 */
export function rawRequest(url: string, init: RawRequest = {}): Promise<RawAnswer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        path: init.path ?? target.pathname + target.search,
        method: init.method ?? 'GET',
        headers: init.headers,
        localAddress: init.localAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}
