// ethers' Node transport (ethers/lib.esm/utils/geturl.js, 6.17) copies the whole body so far at every
// chunk it receives: quadratic, minutes of CPU for the tens of MB of logs a long history answers. The
// browser's transport, which the app uses, reads a response at once. The benchmark's provider reads as
// the browser does (chunks joined once at the end), so that the chain path's cost is the app's, not the
// Node transport's. One connection per request (no keep-alive): while the client works through a large
// answer for more than the node's 5 s keep-alive, a reused socket is closed under the next request.
import { request as httpRequest } from 'node:http';
import { FetchRequest, type FetchGetUrlFunc } from 'ethers';

const readWhole: FetchGetUrlFunc = (request) =>
  new Promise((resolve, reject) => {
    const sent = httpRequest(request.url, { method: request.method, headers: request.headers, agent: false });
    sent.on('error', reject);
    sent.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        resolve({
          statusCode: response.statusCode ?? 0,
          statusMessage: response.statusMessage ?? '',
          headers: Object.fromEntries(
            Object.entries(response.headers).map(([name, value]) => [
              name,
              Array.isArray(value) ? value.join(', ') : (value ?? ''),
            ]),
          ),
          body: new Uint8Array(Buffer.concat(chunks)),
        });
      });
    });
    sent.end(request.body ? Buffer.from(request.body) : undefined);
  });

FetchRequest.registerGetUrl(readWhole);
