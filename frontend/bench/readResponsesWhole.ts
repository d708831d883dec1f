// ethers' Node transport (ethers/lib.esm/utils/geturl.js, 6.17) copies the whole body so far at every
// chunk it receives: quadratic, minutes of CPU for the tens of MB of logs a long history answers. The
// browser's transport, which the app uses, reads a response at once. The benchmark's provider reads as
// the browser does, so that the chain path's cost is the app's, not the Node transport's.
import { FetchRequest, type FetchGetUrlFunc } from 'ethers';

const readWhole: FetchGetUrlFunc = async (request) => {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    // The JSON-RPC request's bytes (ethers keeps them as a Uint8Array).
    body: request.body ? Buffer.from(request.body) : undefined,
  });
  return {
    statusCode: response.status,
    statusMessage: response.statusText,
    headers: Object.fromEntries(response.headers),
    body: new Uint8Array(await response.arrayBuffer()),
  };
};

FetchRequest.registerGetUrl(readWhole);
